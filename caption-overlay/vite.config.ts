import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const sharedSource = fileURLToPath(new URL('../shared/src', import.meta.url));
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

// OBS browser sources: tiny bundles served by the API server — the caption at
// /tournament/:id/area-stream-caption/:areaId (index.html), the stream graphics at /tournament/:id/stream/:kind/…
// (stream-<kind>.html). Each page loads only its own entry and the chunks it shares (the socket client).
export default defineConfig({
  base: '/',
  resolve: {
    // shared/ is ESM TypeScript with `.js` suffixes on relative imports; Vite maps those to the .ts sources.
    alias: [{ find: /^@hema\/shared\/(.*)$/, replacement: `${sharedSource}/$1` }],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'caption-assets',
    reportCompressedSize: true,
    rollupOptions: {
      input: {
        caption: page('index.html'),
        ...Object.fromEntries(
          ['bracket', 'path', 'pool', 'next', 'rings'].map((kind) => [kind, page(`stream-${kind}.html`)]),
        ),
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
  },
});
