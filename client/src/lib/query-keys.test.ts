import { describe, expect, it } from '@jest/globals';

// Node's file system, typed here: the client's program has browser types only, and node's would leak into it.
interface FileSystem {
  readdirSync(path: string): string[];
  readFileSync(path: string, encoding: 'utf8'): string;
  statSync(path: string): { isDirectory(): boolean };
}
const nodeModule = (name: string) => import(/* @vite-ignore */ name);
const { readdirSync, readFileSync, statSync } = (await nodeModule('node:fs')) as FileSystem;
const { join, relative } = (await nodeModule('node:path')) as {
  join(...parts: string[]): string;
  relative(from: string, to: string): string;
};
declare const process: { cwd(): string };

/**
 * Two queries that share a cache key must hold the same shape. Every key is built by the factory of
 * query-keys.ts (`[endpoint id, params, query]`), so a shared key means the same endpoint called with the same
 * input. This scans the sources for keys written any other way.
 */
const SRC = join(process.cwd(), 'src');
/** The factory and the fetcher build keys themselves. */
const FACTORY = new Set(['lib/query-keys.ts', 'lib/endpoint-client.ts']);
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const KEY_ARGUMENT = /\b(setQueryData|getQueryData|setQueriesData|getQueriesData)\(\s*/g;
const FROM_FACTORY = /^(endpointKey|endpointKeyPrefix)\(/;

/** Every place of `source` where a query key is written other than by the factory. */
function handWrittenKeys(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\bqueryKey\b(\s*:\s*)?/g)) {
    const rest = source.slice(match.index + match[0].length);
    if (!match[1] || !FROM_FACTORY.test(rest)) found.push(source.slice(match.index, match.index + 60));
  }
  for (const match of source.matchAll(KEY_ARGUMENT)) {
    const rest = source.slice(match.index + match[0].length);
    if (!FROM_FACTORY.test(rest)) found.push(source.slice(match.index, match.index + 60));
  }
  return found;
}

describe('query keys', () => {
  it('finds keys written by hand (the check itself)', () => {
    expect(handWrittenKeys("useQuery({ queryKey: ['zones', 'all'], queryFn })")).toHaveLength(1);
    expect(handWrittenKeys('const { queryKey } = options;')).toHaveLength(1);
    expect(handWrittenKeys("client.setQueryData(['users', id], user)")).toHaveLength(1);
    expect(handWrittenKeys('invalidateQueries({ queryKey: endpointKeyPrefix(usersContract.list) })')).toEqual(
      [],
    );
    expect(handWrittenKeys('useQuery({ queryKey: endpointKey(ref, {}, QUERY), queryFn })')).toEqual([]);
    expect(handWrittenKeys('client.setQueryData(endpointKey(e), value)')).toEqual([]);
  });

  it('are built by the factory everywhere in the client', () => {
    const offenders: Record<string, string[]> = {};
    for (const path of sources(SRC)) {
      const file = relative(SRC, path).split('\\').join('/');
      if (FACTORY.has(file)) continue;
      const found = handWrittenKeys(readFileSync(path, 'utf8'));
      if (found.length > 0) offenders[file] = found;
    }
    expect(offenders).toEqual({});
  });
});
