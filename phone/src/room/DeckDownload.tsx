// "Download entries" (and "Share entries" where the browser has a share sheet for files): the room's entries as a
// .txt made on this phone, one paragraph per entry (docs/product.md "The deck is ours").
import { addTexts, currentLanguage, useTranslation } from '../i18n';
import { nbDeckTools } from '../i18n/nb-later';
import { readRoomResponse, type RoomSnapshot } from '../net/api';
import { useToast } from '../toast/toast-context';

addTexts({ deckTools: nbDeckTools });

/**
 * The room as `GET /api/{room}` has it, and each entry's raw item (by id) for its table tags, which the first
 * screens' reader (api.ts) leaves out: read here, in the download's own chunk, so the first script stays as it is.
 * undefined when offline (or the server failed), null when the room is missing.
 */
async function fetchRoomWithTags(
  room: string,
): Promise<{ snapshot: RoomSnapshot; raw: Map<unknown, Record<string, unknown>> } | null | undefined> {
  try {
    const response = await fetch(`/api/${encodeURIComponent(room)}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-cache',
    });
    if (response.status === 404 || response.status === 400) return null;
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const snapshot = readRoomResponse(body);
    if (!snapshot) return null;
    const items = Array.isArray(body) && Array.isArray(body[1]) ? (body[1] as unknown[]) : [];
    const raw = new Map<unknown, Record<string, unknown>>();
    for (const item of items)
      if (typeof item === 'object' && item !== null)
        raw.set((item as { id?: unknown }).id, item as Record<string, unknown>);
    return { snapshot, raw };
  } catch {
    return undefined;
  }
}

/** The room's entries as a file, or the toast key that says why there is none. */
async function roomFile(
  room: string,
): Promise<File | 'toast.offlineShort' | 'toast.roomMissing' | 'deckTools.nothingToDownload'> {
  const read = await fetchRoomWithTags(room);
  if (read === undefined) return 'toast.offlineShort';
  if (read === null) return 'toast.roomMissing';
  const { snapshot, raw } = read;
  if (snapshot.entries.length === 0) return 'deckTools.nothingToDownload';
  // The file rules load only when asked for, outside the first download of the app.
  const [{ deckFileName, deckFileText }, { entryParagraph, entryTags }] = await Promise.all([
    import('@skal/shared/deck-file'),
    import('@skal/shared/rule-file'),
  ]);
  // A lasting rule is written with its markers and its end text, a secret with its marker, the table tags (who is at
  // the table) on their own lines (docs/protocol.md "The deck file").
  const language = currentLanguage();
  const text = deckFileText(
    snapshot.entries.map((entry) =>
      entryParagraph(
        {
          text: entry.value,
          ...(entry.rule ? { rule: entry.rule } : {}),
          ...(entry.secret ? { secret: entry.secret } : {}),
          ...entryTags(raw.get(entry.id) ?? {}),
        },
        language,
      ),
    ),
  );
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
