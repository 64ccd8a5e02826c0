// Recently removed: what the room removed in the last 24 hours, newest first, each with Put back. Loaded only when
// opened; kept current while open by the room's entryRemoved (asks again) and entryRestored (drops it) broadcasts.
import { useCallback, useEffect, useState } from 'react';
import { addTexts, useTranslation } from '../i18n';
import { nbDeckTools } from '../i18n/nb-later';
import type { RemovedEntryDto } from '@skal/shared';
import { restoreEntry } from '../net/deck-socket';
import { askConnected, getSocket, onBackOnline } from '../net/socket';
import { useToast } from '../toast/toast-context';
import { errorToastKey } from '../toast/error-texts';
import '../styles/recently-removed.css';

addTexts({ deckTools: nbDeckTools });

export default function RecentlyRemoved({ room }: { room: string }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [entries, setEntries] = useState<RemovedEntryDto[] | null>(null);

  // Bumped to ask the server again (a removal elsewhere, back online, a put-back it refused).
  const [asked, setAsked] = useState(0);
  const askAgain = useCallback(() => setAsked((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    void askConnected('removed entries', room).then((result) => {
      if (live && result.ok) setEntries(result.entries);
    });
    return () => {
      live = false;
    };
  }, [room, asked]);

  useEffect(() => {
    const socket = getSocket();
    const onRestored = (id: number) => setEntries((current) => current?.filter((entry) => entry.id !== id) ?? null);
    socket.on('entryRemoved', askAgain);
    socket.on('entryRestored', onRestored);
    const offBack = onBackOnline(askAgain);
    return () => {
      socket.off('entryRemoved', askAgain);
      socket.off('entryRestored', onRestored);
      offBack();
    };
  }, [askAgain]);

  const putBack = async (entry: RemovedEntryDto) => {
    const result = await restoreEntry(room, entry.id);
    if (result.ok) setEntries((current) => current?.filter((each) => each.id !== entry.id) ?? null);
    else {
      const key = result.error === 'network' ? 'toast.offlineShort' : errorToastKey(result.error);
      toast({ text: t(key), kind: 'warning' });
      if (result.error === 'not_found') askAgain();
    }
  };

  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  return (
    <section className="recently-removed" id="recently-removed" aria-label={t('deck.recentlyRemoved')}>
      {entries === null ? null : entries.length === 0 ? (
        <p className="recently-removed-empty">{t('deckTools.recentlyRemovedEmpty')}</p>
      ) : (
        <ul className="recently-removed-list">
          {entries.map((entry) => (
            <li key={entry.id} className="recently-removed-item">
              <span className="recently-removed-text">{entry.text}</span>
              <time className="recently-removed-time" dateTime={entry.removedAt}>
                {time.format(new Date(entry.removedAt))}
              </time>
              <button
                type="button"
                className="button button-ghost recently-removed-put-back"
                aria-label={`${t('deckTools.putBack')}: ${entry.text}`}
                onClick={() => void putBack(entry)}
              >
                {t('deckTools.putBack')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
