import { defineConfig } from 'vite';

// OBS browser source: a tiny bundle served by the API server at /tournament/:id/area-stream-caption/:areaId.
export default defineConfig({
  base: '/',
  build: { outDir: 'dist', assetsDir: 'caption-assets', reportCompressedSize: true },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
});
