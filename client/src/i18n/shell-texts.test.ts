import { describe, expect, it } from '@jest/globals';
import commonEn from './common/en.json' with { type: 'json' };
import contentEn from './content/en.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import pagesEn from './pages/en.json' with { type: 'json' };

// Node's file system, typed here: the client's program has browser types only, and node's would leak into it.
interface FileSystem {
  existsSync(path: string): boolean;
  readFileSync(path: string, encoding: 'utf8'): string;
}
const nodeModule = (name: string) => import(/* @vite-ignore */ name);
const { existsSync, readFileSync } = (await nodeModule('node:fs')) as FileSystem;
const { dirname, join, relative } = (await nodeModule('node:path')) as {
  dirname(path: string): string;
  join(...parts: string[]): string;
  relative(from: string, to: string): string;
};
declare const process: { cwd(): string };

/**
 * The shell's first load carries only its own texts (en.json); the rest arrives later: `common` with every page
 * (routes.tsx) and `pages`, `content` with the pages using them. A key of the shell found only in a later set would
 * show raw until that set happened to arrive. This follows the shell's code from main.tsx through its imports
 * (static ones and the `import()` of its on-demand parts, but not the page loaders of routes.tsx) and checks that
 * every text key written there is one of the texts the code has at hand: the shell's, and for a part loaded by
 * `lazyWithTexts` or `importWithTexts` (lib/load-with-texts.ts) also the namespaces it names.
 */
const SRC = join(process.cwd(), 'src');
const PAGE_LOADERS = join(SRC, 'app/routes.tsx');

type Texts = Record<string, unknown>;
type TextSet = 'shell' | 'common' | 'content' | 'pages';
const TEXTS: Record<TextSet, Texts> = { shell: en, common: commonEn, content: contentEn, pages: pagesEn };

/** The node at a dotted path (`errors.codes`), or undefined. */
const at = (texts: Texts, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);

/** True when `key` names a text, a plural family (`fights_count`) or, for a key built at run time, a section. */
function hasKey(texts: Texts, key: string, prefix: boolean): boolean {
  if (prefix) return typeof at(texts, key) === 'object';
  const dot = key.lastIndexOf('.');
  const parent = dot < 0 ? texts : at(texts, key.slice(0, dot));
  const leaf = key.slice(dot + 1);
  return (
    typeof at(texts, key) === 'string' ||
    (typeof parent === 'object' && Object.keys(parent as Texts).some((k) => k.startsWith(`${leaf}_`)))
  );
}

interface KeyUse {
  namespace: 'translation' | 'content' | 'pages';
  key: string;
  /** A template literal: the key goes on at run time (`errors.codes.${code}`). */
  prefix: boolean;
}

/**
 * Quoted strings that name a text: `nav.home`, `pages:timer.start`, `errors.codes.${…}`. A string of the default
 * namespace counts when some set has that text (`auth.current` is an endpoint's name; a mistyped key fails the
 * type check of `t`).
 */
function keysIn(source: string): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const match of source.matchAll(/['`](?:(content|pages):)?([A-Za-z_]\w*(?:\.[\w-]+)*)(\.\$\{)?/g)) {
    const [, namespace, key, dynamic] = match;
    const prefix = !!dynamic;
    if (namespace) uses.push({ namespace: namespace as 'content' | 'pages', key: key!, prefix });
    else if (key!.includes('.') && [TEXTS.shell, TEXTS.common].some((set) => hasKey(set, key!, prefix)))
      uses.push({ namespace: 'translation', key: key!, prefix });
  }
  return uses;
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    existsSync,
  );
  return found ?? null;
}

interface Part {
  file: string;
  texts: TextSet[];
}

/** The files a part of the shell runs, and the parts it loads on demand with texts of their own. */
function walk(entry: string): { files: string[]; parts: Part[] } {
  const files = new Set<string>();
  const parts: Part[] = [];
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    const follow = (specifier: string) => {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    };
    for (const match of source.matchAll(
      /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm,
    ))
      follow(match[1]!);
    if (file === PAGE_LOADERS) continue;
    const withTexts = new Set<string>();
    for (const match of source.matchAll(
      /(?:lazy|import)WithTexts\(\s*\[([^\]]*)\],\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
    )) {
      const texts = [...match[1]!.matchAll(/'(\w+)'/g)].map((m) => m[1] as TextSet);
      const target = resolveImport(file, match[2]!);
      if (target) parts.push({ file: target, texts });
      withTexts.add(match[2]!);
    }
    for (const match of source.matchAll(/import\(\s*'([^']+)'/g))
      if (!withTexts.has(match[1]!)) follow(match[1]!);
  }
  return { files: [...files], parts };
}

/** `file: key` for every key the part's code writes that the texts at hand do not have. */
function missingKeys(entry: string, texts: TextSet[], checked = new Set<string>()): string[] {
  if (checked.has(entry)) return [];
  checked.add(entry);
  const translation = [TEXTS.shell, ...(texts.includes('common') ? [TEXTS.common] : [])];
  const { files, parts } = walk(entry);
  const missing = files.flatMap((file) =>
    keysIn(readFileSync(file, 'utf8'))
      .filter(({ namespace, key, prefix }) =>
        namespace === 'translation'
          ? !translation.some((set) => hasKey(set, key, prefix))
          : !texts.includes(namespace) || !hasKey(TEXTS[namespace], key, prefix),
      )
      .map(
        ({ namespace, key }) =>
          `${relative(SRC, file)}: ${namespace === 'translation' ? '' : `${namespace}:`}${key}`,
      ),
  );
  return [...missing, ...parts.flatMap((part) => missingKeys(part.file, part.texts, checked))];
}

describe('texts of the shell', () => {
  it('finds the keys a source writes (the check itself)', () => {
    expect(
      keysIn("t('nav.home'); t(`errors.codes.${code}`); t('pages:timer.start'); import('./x.js')"),
    ).toEqual([
      { namespace: 'translation', key: 'nav.home', prefix: false },
      { namespace: 'translation', key: 'errors.codes', prefix: true },
      { namespace: 'pages', key: 'timer.start', prefix: false },
    ]);
    expect(hasKey(TEXTS.common, 'fights_count', false)).toBe(true);
    expect(hasKey(TEXTS.shell, 'judge.title', false)).toBe(false);
  });

  it('follows the shell into its on-demand parts but not into the pages', () => {
    const { files, parts } = walk(join(SRC, 'main.tsx'));
    const shell = files.map((file) => relative(SRC, file));
    expect(shell).toEqual(expect.arrayContaining(['app/routes/RootLayout.tsx', 'app/layout/MobileNav.tsx']));
    expect(shell).not.toContain('app/routes/TournamentsRoute.tsx');
    expect(parts.map((part) => relative(SRC, part.file))).toContain(
      'features/user-popup/components/UserPopupHost.tsx',
    );
  });

  it('uses only the texts it has at hand', () => {
    expect(missingKeys(join(SRC, 'main.tsx'), ['shell'])).toEqual([]);
  });
});
