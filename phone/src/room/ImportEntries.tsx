// "Import entries": a .txt file or pasted text, one paragraph per entry, sent in as few batches as the socket
// message limit allows; the toast says how many were added and skipped. Loaded only when opened.
import { useState, type FormEvent } from 'react';
import { addTexts, useTranslation } from '../i18n';
import { nbDeckTools } from '../i18n/nb-later';
import { MAX_SOCKET_MESSAGE_BYTES, importBatches, paragraphs, type ImportItem } from '@skal/shared';
import { readParagraph } from '@skal/shared/rule-file';
import { importEntries } from '../net/deck-socket';
import { useToast } from '../toast/toast-context';
import { errorToastKey } from '../toast/error-texts';
import { FieldLabel } from '../components/Field';

addTexts({ deckTools: nbDeckTools });

// Room for the room name and the JSON around the texts in one socket message.
const BATCH_BYTES = MAX_SOCKET_MESSAGE_BYTES - 1024;

export default function ImportEntries({ room, onDone }: { room: string; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const text = [file ? await file.text() : '', pasted].join('\n\n');
    // A paragraph with a rule's marker is a lasting rule, one with a secret's marker keeps its secret (docs/protocol.md
    // "The deck file").
    const texts = paragraphs(text).map((paragraph): ImportItem => {
      const read = readParagraph(paragraph);
      if (!read.rule && !read.secret) return read.text;
      return {
        text: read.text,
        ...(read.rule ? { rule: read.rule } : {}),
        ...(read.secret ? { secret: read.secret } : {}),
      };
    });
    if (texts.length === 0) return toast({ text: t('deckTools.importEmpty'), kind: 'warning' });
    setSending(true);
    let added = 0;
    let skipped = 0;
    for (const batch of importBatches(texts, BATCH_BYTES)) {
      const result = await importEntries(room, batch);
      if (!result.ok) {
        setSending(false);
        const key = result.error === 'network' ? 'toast.offlineShort' : errorToastKey(result.error);
        return toast({ text: t(key), kind: 'warning' });
      }
      added += result.added;
      skipped += result.skipped;
    }
    setSending(false);
    toast({ text: t('deckTools.imported', { added, skipped }), duration: 'long' });
    onDone();
  };

  return (
    <form className="import-entries" id="import-entries" onSubmit={(event) => void submit(event)}>
      <FieldLabel htmlFor="import-file">{t('deckTools.importFile')}</FieldLabel>
      <input
        id="import-file"
        className="input"
        type="file"
        accept=".txt,text/plain"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <FieldLabel htmlFor="import-text">{t('deckTools.importPaste')}</FieldLabel>
      <textarea
        id="import-text"
        className="input"
        rows={5}
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
      />
      <button type="submit" className="button button-primary" aria-busy={sending}>
        {t('deckTools.importSubmit')}
      </button>
    </form>
  );
}
