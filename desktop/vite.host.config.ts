// Builds the host display as an ordinary web page, served by the server at /host.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'src/renderer',
  base: '/host/',
  plugins: [react()],
  build: { outDir: '../../dist/host', emptyOutDir: true },
});
