import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

/**
 * `npm run dev` proxies /api to the server; `npm run dev:mock` (mode "mock") answers from the MSW
 * handlers in the browser instead, so the app runs with no server at all.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: { 'import.meta.env.TAWAZUN_MOCK': JSON.stringify(mode === 'mock') },
  server: {
    port: 5173,
    proxy: mode === 'mock' ? undefined : { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // bench/bundle.ts reads which chunks each page loads from the manifest.
    manifest: true,
  },
}));
