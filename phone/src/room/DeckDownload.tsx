// "Download entries" (and "Share entries" where the browser has a share sheet for files): the room's entries as a
// .txt made on this phone, one paragraph per entry (docs/product.md "The deck is ours").
import { addTexts, currentLanguage, useTranslation } from '../i18n';
import { nbDeckTools } from '../i18n/nb-later';
import { useToast } from '../toast/toast-context';

addTexts({ deckTools: nbDeckTools });

/**
 * The room as `GET /api/{room}` answers it, read here rather than by the first screens' reader (api.ts), which leaves
 * out the table tags: undefined when offline (or the server failed), null when the room is missing.
 */
async function fetchRoomBody(room: string): Promise<unknown> {
  try {
    const response = await fetch(`/api/${encodeURIComponent(room)}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-cache',
    });
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) return undefined;
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The room's entries as a file, or the toast key that says why there is none. */
async function roomFile(
  room: string,
): Promise<File | 'toast.offlineShort' | 'toast.roomMissing' | 'deckTools.nothingToDownload'> {
  const body = await fetchRoomBody(room);
  if (body === undefined) return 'toast.offlineShort';
  // The file rules load only when asked for, outside the first download of the app.
  const [{ deckFileName, deckFileText }, { entryParagraph, roomFileEntries }] = await Promise.all([
    import('@skal/shared/deck-file'),
    import('@skal/shared/rule-file'),
  ]);
  const entries = roomFileEntries(body);
  if (entries === null) return 'toast.roomMissing';
  if (entries.length === 0) return 'deckTools.nothingToDownload';
  // A lasting rule is written with its markers and its end text, a secret with its marker, the table tags (who is at
  // the table) on their own lines (docs/protocol.md "The deck file").
  const language = currentLanguage();
  const text = deckFileText(entries.map((entry) => entryParagraph(entry, language)));
  return new File([text], deckFileName(room, new Date()), { type: 'text/plain;charset=utf-8' });
}

function canShareFiles(): boolean {
  try {
    return (
      typeof navigator.canShare === 'function' &&
      navigator.canShare({ files: [new File([''], 'a.txt', { type: 'text/plain' })] })
    );
  } catch {
    return false;
  }
}

export function DeckDownload({ room }: { room: string }) {
  const { t } = useTranslation();
  const toast = useToast();

  const withFile = async (handle: (file: File) => Promise<void> | void) => {
    const file = await roomFile(room);
    if (typeof file === 'string') return toast({ text: t(file), kind: 'warning' });
    await handle(file);
  };

  const download = () =>
    withFile((file) => {
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      link.click();
      // The browser has the file once the click is handled; the URL only has to outlive it.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    });

  const share = () =>
    withFile(async (file) => {
      // Dismissing the share sheet rejects; that is the player's choice, not an error.
      await navigator.share({ files: [file], title: file.name }).catch(() => undefined);
    });

  return (
    <div className="deck-tools">
      <button type="button" className="button button-ghost" onClick={() => void download()}>
        {t('deckTools.download')}
      </button>
      {canShareFiles() && (
        <button type="button" className="button button-ghost" onClick={() => void share()}>
          {t('deckTools.share')}
        </button>
      )}
    </div>
  );
}
