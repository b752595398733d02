import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const sharedSource = fileURLToPath(new URL('../shared/src', import.meta.url));
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

/** Budget of the home page's initial JavaScript (issue 5): the entry script and what index.html preloads. */
const INITIAL_JS_BUDGET_KB = 200;

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

export default defineConfig({
  plugins: [react(), initialJsReport()],
  resolve: {
    // shared/ is ESM TypeScript with `.js` suffixes on relative imports; Vite maps those to the .ts sources.
    alias: [{ find: /^@hema\/shared\/(.*)$/, replacement: `${sharedSource}/$1` }],
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
  },
});
