import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const sharedSource = fileURLToPath(new URL('../shared/src', import.meta.url));
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
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
    // Prints raw and gzip sizes of every chunk; the home page's initial JavaScript budget lives in issue 5.
    reportCompressedSize: true,
    sourcemap: true,
  },
});
