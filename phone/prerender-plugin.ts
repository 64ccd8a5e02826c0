// Vite plugin: renders the home screen (src/prerender.tsx) into index.html at build time, so a phone paints the
// real first screen as soon as the HTML and CSS arrive; the app then hydrates it (see src/main.tsx).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = '<div id="root"></div>';

interface PrerenderModule {
  renderHome: () => string;
  renderRoomShell: (count: number) => string;
  roomShellTexts: () => Record<string, string>;
}

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
          const entry = (await vite.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
          const shell = roomShellTemplates(entry.renderRoomShell, entry.roomShellTexts());
          return html.replace(ROOT, `<div id="root" data-prerendered>${entry.renderHome()}</div>${shell}`);
        } finally {
          await vite.close();
        }
      },
    },
  };
}

/**
 * The room shell's two templates (src/boot/room-shell.ts): the lobby of an empty room (`room-shell-empty-room`, which
 * leads with the collection) and of one with entries (`room-shell-room`), each carrying the texts the shell changes.
 * Only the add box works before the app: every other control is disabled until the app takes over (a tap cannot
 * be lost), and the places where parts load later keep just their fallbacks.
 */
export function roomShellTemplates(render: (count: number) => string, texts: Record<string, string>): string {
  const data = Object.entries(texts)
    .map(([name, text]) => ` data-${name}="${escapeAttribute(text)}"`)
    .join('');
  const template = (id: string, count: number) =>
    `<template id="${id}"${data}>${shellMarkup(render(count))}</template>`;
  return template('room-shell-empty-room', 0) + template('room-shell-room', 1);
}

export function shellMarkup(html: string): string {
  return (
    html
      // A part that loads later: React's note that it rendered the fallback, and the boundary's markers.
      .replace(/<template data-msg="[^"]*"(?: data-[a-z]+="[^"]*")*><\/template>/gu, '')
      .replace(/<!--\/?\$[!?]?-->/gu, '')
      .replace(/<button type="button"/gu, '<button type="button" disabled=""')
      .replace(/<input type="checkbox"/gu, '<input type="checkbox" disabled=""')
  );
}

function escapeAttribute(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;');
}
