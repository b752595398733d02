import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const sharedSource = fileURLToPath(new URL('../shared/src', import.meta.url));
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

// OBS browser source: a tiny bundle served by the API server at /tournament/:id/area-stream-caption/:areaId.
export default defineConfig({
  base: '/',
  resolve: {
    // shared/ is ESM TypeScript with `.js` suffixes on relative imports; Vite maps those to the .ts sources.
    alias: [{ find: /^@hema\/shared\/(.*)$/, replacement: `${sharedSource}/$1` }],
  },
  build: { outDir: 'dist', assetsDir: 'caption-assets', reportCompressedSize: true },
  server: {
    port: 5174,
    proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
  },
});
