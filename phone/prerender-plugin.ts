// Vite plugin: renders the home screen (src/prerender.tsx) into index.html at build time, so a phone paints the
// real first screen as soon as the HTML and CSS arrive; the app then hydrates it (see src/main.tsx).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = '<div id="root"></div>';

export function prerenderHome(): Plugin {
  return {
    name: 'skal-prerender-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT} to prerender into`);
        const vite = await createServer({
          configFile: false,
          root: here,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          plugins: [react()],
        });
        try {
          const entry = (await vite.ssrLoadModule('/src/prerender.tsx')) as { renderHome: () => string };
          return html.replace(ROOT, `<div id="root" data-prerendered>${entry.renderHome()}</div>`);
        } finally {
          await vite.close();
        }
      },
    },
  };
}
