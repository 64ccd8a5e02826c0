// The build-time render of the home screen for index.html (phone/prerender-plugin.ts): Norwegian, no room, no
// tutorial, exactly what the app's first render is on such a visit, so the browser hydrates it without changes.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from './router';
import { AppContent } from './App';
import { ToastProvider } from './toast/ToastProvider';
import { Lobby } from './room/Lobby';
import { i18n } from './i18n';
import { ENTRY_MAX_LENGTH } from '@skal/shared';

export function renderHome(): string {
  // The same tree as <App />, with the router reading a fixed address instead of the browser's.
  return renderToString(
    <StrictMode>
      <ToastProvider>
        <StaticRouter location="/">
          <AppContent />
        </StaticRouter>
      </ToastProvider>
    </StrictMode>,
  );
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
            banner={null}
            notices={null}
            onBack={noop}
            onStart={noop}
            onOpenCollection={noop}
          />
        </div>
      </ToastProvider>
    </StrictMode>,
  );
}

/** Runs `render` with the English texts, then goes back to Norwegian: the room shell for a phone showing English. */
export async function inEnglish<T>(render: () => T): Promise<T> {
  await i18n.changeLanguage('en');
  try {
    return render();
  } finally {
    await i18n.changeLanguage('nb');
  }
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
