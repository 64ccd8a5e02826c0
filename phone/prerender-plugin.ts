// Vite plugin: renders the home screen (src/prerender.tsx) into index.html at build time, so a phone paints the
// real first screen as soon as the HTML and CSS arrive; the app then hydrates it (see src/main.tsx).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = '<div id="root"></div>';

interface PrerenderModule {
  renderHome: () => Promise<{ home: string; withTutorial: string }>;
  renderRoomShell: (count: number | null) => string;
  roomShellTexts: () => Record<string, string>;
  inLanguage: <T>(code: ShellLanguage, render: () => T) => Promise<T>;
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
          const shell = roomShell(entry.renderRoomShell, entry.roomShellTexts());
          // The other languages' lobbies, one after another (each renders with its texts, then Norwegian is back).
          const others: { lobby: string; card: string }[] = [];
          for (const code of OTHER_SHELL_LANGUAGES)
            others.push(
              await entry.inLanguage(code, () => roomShell(entry.renderRoomShell, entry.roomShellTexts(), code)),
            );
          const { home, withTutorial } = await entry.renderHome();
          return html.replace(ROOT, prerenderedBody(home, shell, others, homeTutorial(home, withTutorial)));
        } finally {
          await vite.close();
        }
      },
    },
  };
}

/** The room shell's languages besides Norwegian: each a template the boot script puts in (src/boot/room-shell.ts). */
export type ShellLanguage = 'en' | 'da' | 'fi';
export const OTHER_SHELL_LANGUAGES: readonly ShellLanguage[] = ['en', 'da', 'fi'];

/** What the boot script calls right after the room shell's markup (src/boot/room-shell.ts). */
export const SHELL_CALL = '<script>window.__skalShell?.()</script>';
/** What the boot script calls right after the tutorial's template (src/boot/boot.ts). */
export const TUTORIAL_CALL = '<script>window.__skalTutorial?.()</script>';

/**
 * What takes the empty root's place: the room shell in Norwegian and in the other languages (English, Danish,
 * Finnish), the boot script's call once all are parsed, the app's root with the prerendered home screen, the
 * first-visit tutorial as a template with the call that puts it over the home screen on a first visit, and the
 * shells' collection cards.
 */
export function prerenderedBody(
  home: string,
  shell: { lobby: string; card: string },
  others: { lobby: string; card: string } | readonly { lobby: string; card: string }[],
  tutorial: string,
): string {
  const list = 'lobby' in others ? [others] : others;
  const lobbies = list.map((other) => other.lobby).join('');
  const cards = list.map((other) => other.card).join('');
  return (
    `${shell.lobby}${lobbies}${SHELL_CALL}<div id="root" data-prerendered>${home}</div>` +
    `<template id="home-tutorial">${tutorial}</template>${TUTORIAL_CALL}${shell.card}${cards}`
  );
}

/** Where the home screen ends: its <main>, then the screen's own end and the toasts' region. */
const HOME_END = '</main></div><div class="toasts">';

/**
 * The first-visit tutorial's markup, from the home screen rendered without it and with it: the home screen's last
 * part (after its <main>), with the markers of the lazy part it is in, so React hydrates it when its code has come.
 * The boot script puts it at the end of the home screen (boot.ts); anything else that differs is an error.
 */
export function homeTutorial(home: string, withTutorial: string): string {
  const at = home.indexOf(HOME_END);
  if (at < 0 || home.indexOf(HOME_END, at + 1) >= 0)
    throw new Error(`the prerendered home screen does not end once with ${HOME_END}`);
  const before = home.slice(0, at + '</main>'.length);
  const after = home.slice(before.length);
  if (!withTutorial.startsWith(before) || !withTutorial.endsWith(after) || withTutorial.length <= home.length)
    throw new Error('the tutorial is not the only thing the first visit adds to the home screen, at its end');
  const tutorial = withTutorial.slice(before.length, withTutorial.length - after.length);
  if (!/^<!--\$-->[\s\S]*<!--\/\$-->$/u.test(tutorial) || !tutorial.includes('role="dialog"'))
    throw new Error('the prerendered tutorial is not one lazy part with its dialog');
  return tutorial;
}

/**
 * The room shell (src/boot/room-shell.ts), placed before the app's root and followed by the boot script's call
 * (SHELL_CALL: a scanned link's visit shows it from the first paint, any other removes it). `lobby` is the top of
 * the lobby (lobbyTop) as the app first shows a room whose count it does not know yet, carrying the texts the shell
 * changes; `card` is a template with the card an empty room leads with (put in when the room's answer says 0).
 * Only the add box works before the app: every other control is disabled until the app takes over (a tap cannot
 * be lost), and the places where parts load later keep just their fallbacks.
 *
 * In Norwegian the lobby is `<div id="room-shell">`; in another language (`language` 'en', 'da', 'fi') it is
 * `<template id="room-shell-en">` (and so on), which the boot script puts in the shell's place on a phone showing
 * that language. The cards are `<template id="room-shell-collection">` and `<template id="room-shell-collection-en">`
 * (and so on).
 */
export function roomShell(
  render: (count: number | null) => string,
  texts: Record<string, string>,
  language: 'nb' | ShellLanguage = 'nb',
): { lobby: string; card: string } {
  const data = Object.entries(texts)
    .map(([name, text]) => ` data-${name}="${escapeAttribute(text)}"`)
    .join('');
  const cards = shellMarkup(render(0)).match(/<section class="collection-card">[\s\S]*?<\/section>/gu) ?? [];
  if (cards.length !== 1) throw new Error(`an empty room's lobby has ${cards.length} collection cards, not 1`);
  const lobby = lobbyTop(shellMarkup(render(null)));
  const suffix = language === 'nb' ? '' : `-${language}`;
  return {
    lobby:
      language === 'nb'
        ? `<div id="room-shell"${data}>${lobby}</div>`
        : `<template id="room-shell${suffix}"${data}>${lobby}</template>`,
    card: `<template id="room-shell-collection${suffix}">${cards[0]}</template>`,
  };
}

/**
 * The lobby down to the add box and the collection button under it; what follows (players, tips, import, Recently
 * removed, the QR code) is disabled in the shell anyway and comes with the app, below. A slow phone's first layout
 * of the whole lobby took ~60 ms more (4× slower CPU), all before the add box could be tapped.
 */
export function lobbyTop(html: string): string {
  const end =
    /(<\/form>(?:<p class="adults-line">[^<]*<\/p>)?<button type="button" disabled="" class="button button-secondary">[^<]*<\/button>)[\s\S]*?(<\/main>)/u;
  if (!end.test(html))
    throw new Error('the lobby has no collection button right after its add box to end the shell at');
  return html.replace(end, '$1$2');
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
