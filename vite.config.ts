import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { firstPageChunkGroups } from './scripts/vite/chunkGroups.ts';
import { messageSlice } from './scripts/vite/messageSlice.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  // Each text file of the build also as .gz and .br, which the server sends to a browser that accepts
  // them (@fastify/static's preCompressed): compressed once here, not at every request.
  plugins: [react(), messageSlice(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  server: {
    // `npm run dev`: the app from Vite with reload, the API from the reference server.
    proxy: {
      '/api': apiTarget,
      '/config.json': apiTarget,
      '/healthz': apiTarget,
      '/ws': { target: apiTarget.replace('http', 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The API reference's renderer (swagger-ui, /api/docs only) is one chunk of about 1.5 MB; the app's budgets
    // are tests (tests/build/bundle-budget.test.ts).
    chunkSizeWarningLimit: 1600,
    rolldownOptions: { output: { codeSplitting: { groups: firstPageChunkGroups } } },
  },
});
