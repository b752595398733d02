import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bootCookieNotice } from './build/boot-cookie-notice';

const require = createRequire(import.meta.url);
const sharedSource = fileURLToPath(new URL('../shared/src', import.meta.url));
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

/** Budget of the home page's initial JavaScript (200 KB first, then 150): the entry script and its preloads. */
const INITIAL_JS_BUDGET_KB = 150;

/**
 * Prints the initial JavaScript of the home page after the build: every script and modulepreload that index.html
 * names, raw and gzipped (level 9). Route chunks, the Russian bundle and later imports are not part of it.
 */
function initialJsReport(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hema-initial-js-report',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
      const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
      let raw = 0;
      let gzip = 0;
      for (const file of files) {
        const bytes = readFileSync(resolve(outDir, file));
        raw += bytes.length;
        gzip += gzipSync(bytes, { level: 9 }).length;
      }
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      const verdict = gzip / 1024 <= INITIAL_JS_BUDGET_KB ? 'within' : 'OVER';
      console.log(
        `\ninitial JS of the home page: ${files.length} files, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip ` +
          `(${verdict} the ${INITIAL_JS_BUDGET_KB} KB budget)`,
      );
    },
  };
}

const MANTINE_STYLES = 'virtual:mantine-styles';
/** Only custom properties: where they come in the cascade does not matter. */
const MANTINE_VARIABLES = ['@mantine/core/styles/default-css-variables.css'];
/** Reset and global classes: inlined at `<!-- mantine-base -->` in index.html, ahead of every component's rules. */
const MANTINE_INLINE = ['@mantine/core/styles/baseline.css', '@mantine/core/styles/global.css'];
const MANTINE_BASE_MARK = '<!-- mantine-base -->';
const MANTINE_WHOLE = [
  '@mantine/core/styles.css',
  '@mantine/dates/styles.css',
  '@mantine/notifications/styles.css',
];
/** `@mantine/core/esm/components/Button/Button.module.mjs` holds Button's class names; its rules are styles/Button.css. */
const MANTINE_CORE_CLASSES = /\/@mantine\/core\/esm\/.*\/(\w+)\.module\.mjs$/;
/** Dates and notifications ship one stylesheet each. */
const MANTINE_PACKAGE_CLASSES = /\/@mantine\/(dates|notifications)\/esm\/.*\.module\.mjs$/;

/**
 * Only the Mantine CSS a page uses (the whole 277 KB stylesheet blocked the first paint). Each Mantine
 * component's class-name module gets an import of that component's stylesheet, so its CSS travels in the chunk that
 * uses the component: the shell's in the entry, a page's with the page (Vite loads a chunk's CSS before running it).
 * Modules run dependencies first, so Input's rules still precede Select's, as in Mantine's own stylesheet.
 * The base comes first: reset and global classes inline in index.html (a stylesheet shared by later chunks would
 * otherwise land after some components' rules), theme variables from `virtual:mantine-styles` (main.tsx). The dev
 * server pre-bundles Mantine without passing it through plugins, so there `virtual:mantine-styles` is the whole
 * stylesheet.
 */
function mantineStylesPerComponent(): Plugin {
  let dev = false;
  const imports = (files: string[]) => files.map((file) => `import '${file}';`).join('\n');
  const inlineBase = () =>
    `<style>${MANTINE_INLINE.map((file) => readFileSync(require.resolve(file), 'utf8')).join('\n')}</style>`;
  return {
    name: 'hema-mantine-styles-per-component',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    resolveId(id) {
      return id === MANTINE_STYLES ? `\0${MANTINE_STYLES}` : null;
    },
    load(id) {
      return id === `\0${MANTINE_STYLES}` ? imports(dev ? MANTINE_WHOLE : MANTINE_VARIABLES) : null;
    },
    transformIndexHtml(html) {
      return html.replace(MANTINE_BASE_MARK, dev ? '' : inlineBase());
    },
    transform(code, id) {
      const core = MANTINE_CORE_CLASSES.exec(id);
      const other = core ? null : MANTINE_PACKAGE_CLASSES.exec(id);
      const stylesheet = core
        ? `@mantine/core/styles/${core[1]}.css`
        : other && `@mantine/${other[1]}/styles.css`;
      // Appended: imports are hoisted anyway, and untouched lines keep the source map valid.
      return stylesheet ? { code: `${code}\nimport '${stylesheet}';\n`, map: null } : null;
    },
  };
}

/**
 * react-router's package exports name only its development build (remix-run/react-router#14753): a production
 * bundle got the bigger, slower one with its dev-time checks. The build takes the production files instead.
 */
const reactRouterProduction = (dir: string) => [
  { find: /^react-router$/, replacement: `${dir}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${dir}/dom-export.mjs` },
];

/** What lib/warm-contracts.ts imports step by step. */
const WARMED_MODULES =
  /([\\/]client[\\/]src[\\/]lib[\\/]zod-warmup|[\\/]shared[\\/]src[\\/](schemas[\\/]bounds|fight[\\/]rules|contracts[\\/](fields|list|nominations|tournaments|fights|stages|predictions)))\.ts$/;

const REACT_ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/;

/**
 * react-router's production chunk makes its components with `React.forwardRef(…)` and then names them
 * (`NavLink.displayName = "NavLink"`); to the bundler both are side effects, so NavLink and Form (and what they
 * use) stayed in the entry although the app uses neither. forwardRef only wraps a function, and the names are for
 * React DevTools: marked pure and unnamed, an unused one leaves the bundle (−1.7 KB gzip). Line numbers are kept.
 */
function reactRouterUnusedComponents(): Plugin {
  return {
    name: 'hema-react-router-unused-components',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id) || !code.includes('.forwardRef(')) return null;
      const components = [...code.matchAll(/^var (\w+) = React\d*\.forwardRef\(/gm)].map(
        (match) => match[1]!,
      );
      if (components.length === 0)
        this.warn('no forwardRef components found: is the transform still needed?');
      const unnamed = components.reduce(
        (result, name) => result.replace(new RegExp(`^${name}\\.displayName = "[^"]*";$`, 'm'), ''),
        code,
      );
      return {
        code: unnamed.replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2'),
        map: null,
      };
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    mantineStylesPerComponent(),
    reactRouterUnusedComponents(),
    bootCookieNotice(),
    initialJsReport(),
  ],
  resolve: {
    alias: [
      // shared/ is ESM TypeScript with `.js` suffixes on relative imports; Vite maps those to the .ts sources.
      { find: /^@hema\/shared\/(.*)$/, replacement: `${sharedSource}/$1` },
      ...(command === 'build'
        ? reactRouterProduction(
            resolve(dirname(require.resolve('react-router/package.json')), 'dist/production'),
          )
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Prints raw and gzip sizes of every chunk; initialJsReport adds the home page's initial JavaScript.
    reportCompressedSize: true,
    sourcemap: true,
    // The initial chunk (react-dom, the router, Mantine's shell, the shell) is one file on purpose; its budget is
    // initialJsReport's 150 KB gzip.
    chunkSizeWarningLimit: 600,
    // Fewer requests on the first load (45–65 of them; over HTTP/1.1 a phone fetches six at a time, each
    // paying a round trip). Everything the entry imports statically is one chunk (there were 12); shared chunks under
    // 10 KB are copied into the chunks that use them instead of being fetched alone (a page fetched 20–30 of them).
    rolldownOptions: {
      // Required by the inlining; the entry's exports are used by no one.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            // The modules start-up builds a task apart (lib/warm-contracts.ts): one file, fetched once, not one
            // round trip per step.
            { name: 'contracts', test: WARMED_MODULES },
          ],
          experimentalInlineCommonChunks: { maxSize: 10_000 },
        },
      },
    },
  },
}));
