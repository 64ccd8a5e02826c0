// electron-vite: the Electron main process (with Skål's server bundled in) and the host display renderer.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

// The server's npm dependencies stay external (better-sqlite3 is native and rebuilt for Electron): they are
// desktop's runtime dependencies, which electron-vite externalizes and electron-builder packs. The server's
// own source and @skal/shared (dev dependencies here) are bundled into main.
const serverPackage = JSON.parse(readFileSync(resolve(__dirname, '../server/package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const serverDependencies = Object.keys(serverPackage.dependencies ?? {}).filter((name) => !name.startsWith('@skal/'));
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
const external = serverDependencies.flatMap((name) => [name, new RegExp(`^${escape(name)}/`, 'u')]);

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        // The server's SQLite writer thread sits next to index.js, where the server looks for it.
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          'sqlite-worker': resolve(__dirname, '../server/src/store/sqlite-worker.ts'),
        },
        external,
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    // electron-vite makes asset paths relative (./assets/…), so the window opens /host/ with the slash.
    plugins: [react()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      minify: true,
      rollupOptions: { input: resolve(__dirname, 'src/renderer/index.html') },
    },
  },
});
