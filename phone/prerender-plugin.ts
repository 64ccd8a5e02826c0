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
  renderRoomShell: (count: number | null) => string;
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
 * The room shell's templates (src/boot/room-shell.ts): `room-shell-lobby`, the lobby as the app first shows a room
 * whose count it does not know yet, carrying the texts the shell changes; and `room-shell-collection`, the card an
 * empty room leads with (the shell puts it in when the room's answer says 0). Only the add box works before the
 * app: every other control is disabled until the app takes over (a tap cannot be lost), and the places where
 * parts load later keep just their fallbacks.
 */
export function roomShellTemplates(render: (count: number | null) => string, texts: Record<string, string>): string {
  const data = Object.entries(texts)
    .map(([name, text]) => ` data-${name}="${escapeAttribute(text)}"`)
    .join('');
  const cards = shellMarkup(render(0)).match(/<section class="collection-card">[\s\S]*?<\/section>/gu) ?? [];
  if (cards.length !== 1) throw new Error(`an empty room's lobby has ${cards.length} collection cards, not 1`);
  return (
    `<template id="room-shell-lobby"${data}>${shellMarkup(render(null))}</template>` +
    `<template id="room-shell-collection">${cards[0]}</template>`
  );
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
