// Vite build of the phone app: React, the inline boot script, the prerendered home screen with its inlined styles,
// the service worker with its precache list, the entry's compile hint, precompressed files, and the dev proxy to the
// server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorker } from './sw-plugin.js';
import { precompress } from './compress-plugin.js';
import { appShell, bootScript } from './boot-plugin.js';
import { prerenderHome } from './prerender-plugin.js';
import { moduleStats } from './module-stats-plugin.js';
import { compileHints } from './compile-hints-plugin.js';

const server = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    bootScript(),
    prerenderHome(),
    appShell(),
    moduleStats(),
    serviceWorker(),
    compileHints(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app targets preloads modules itself; the polyfill was 0.5 KB gzip of the first script.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': server,
      '/healthz': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
