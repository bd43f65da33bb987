import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const apiTarget = process.env.FUNDPATH_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // Keep the browser's Host header: the API refuses state-changing requests whose Origin
    // doesn't match the host it sees (the string shorthand would rewrite Host to the target).
    proxy: {
      // ws: the live-update channel (/api/realtime) is a WebSocket.
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      '/metrics': { target: apiTarget, changeOrigin: false },
    },
  },
  // manifest: dist/.vite/manifest.json maps every module to its chunk; the JS budgets are checked
  // on it (scripts/check-budgets.ts). Every screen and area shell is a chunk of its own (lazy).
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 500 },
});
