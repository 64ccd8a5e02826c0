// The build-time render of the home screen for index.html (phone/prerender-plugin.ts): Norwegian, no room, no
// tutorial, exactly what the app's first render is on such a visit, so the browser hydrates it without changes; and
// the same with the first-visit tutorial over it, which the boot step shows on a first visit.
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { htmlRenderEnds, htmlRenderStarts } from './boot/use-hydrated';
import { StaticRouter } from './router';
import { AppContent } from './App';
import { ToastProvider } from './toast/ToastProvider';
import { Lobby } from './room/Lobby';
import { i18n } from './i18n';
import { ENTRY_MAX_LENGTH } from '@skal/shared';

/** The home screen as the app first renders it, and the same with the first-visit tutorial over it. */
export async function renderHome(): Promise<{ home: string; withTutorial: string }> {
  // The same tree as <App />, with the router reading a fixed address instead of the browser's.
  const app = (
    <StrictMode>
      <ToastProvider>
        <StaticRouter location="/">
          <AppContent />
        </StaticRouter>
      </ToastProvider>
    </StrictMode>
  );
  try {
    htmlRenderStarts(false);
    const home = await renderFully(app);
    htmlRenderStarts(true);
    return { home, withTutorial: await renderFully(app) };
  } finally {
    htmlRenderEnds();
  }
}

/** Renders `node` with every lazy part loaded (the tutorial is one), as the browser has it once they have come. */
async function renderFully(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/** What stands for the room's name in the room shell; the boot step puts the scanned room's name in its place. */
export const SHELL_ROOM = 'rom';

/**
 * The room lobby for the boot step's room shell (boot/room-shell.ts): as the app shows a room with `count` entries
 * (null: not known yet; an empty room leads with the collection), names not yet known.
 */
export function renderRoomShell(count: number | null): string {
  const noop = () => undefined;
  return renderToString(
    <StrictMode>
      <ToastProvider>
        <div className="screen room-screen">
          <Lobby
            room={SHELL_ROOM}
            count={count}
            players={null}
            choices={{}}
            banner={null}
            notices={null}
            onBack={noop}
            onStart={noop}
            roomRound={null}
            onTakeOver={noop}
            onOpenCollection={noop}
            language={null}
            onLanguage={noop}
          />
        </div>
      </ToastProvider>
    </StrictMode>,
  );
}

/**
 * Runs `render` with a language's texts, then goes back to Norwegian: the room shell for a phone showing English,
 * Danish or Finnish.
 */
export async function inLanguage<T>(code: 'en' | 'da' | 'fi', render: () => T): Promise<T> {
  await i18n.changeLanguage(code);
  try {
    return render();
  } finally {
    await i18n.changeLanguage('nb');
  }
}

/** The room shell for a phone showing English (inLanguage). */
export function inEnglish<T>(render: () => T): Promise<T> {
  return inLanguage('en', render);
}

/** The texts the room shell changes as it goes (its `data-*` attributes): the count's word, the characters, `Lagt til`. */
export function roomShellTexts(): Record<'one' | 'other' | 'chars' | 'added', string> {
  const { t } = i18n;
  return {
    one: t('room.entriesWord', { count: 1 }),
    other: t('room.entriesWord', { count: 2 }),
    chars: t('room.chars', { count: '{{count}}', max: ENTRY_MAX_LENGTH }),
    added: t('toast.added'),
  };
}
