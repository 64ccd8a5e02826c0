// "Import entries": a .txt file or pasted text, one paragraph per entry. Loaded only when opened. A file either goes
// in, in batches paced within the socket's rate limit with a progress bar, or is refused at once, before anything is
// sent (not text, too large, nothing new, more than the room has space for); every import ends with how many were
// added and skipped, also one that stops half-way, and a retry of the same file sends only what the room lacks
// (shared/src/import-plan.ts, docs/protocol.md "The deck file").
import { useState, type FormEvent } from 'react';
import { addTexts, useTranslation } from '../i18n';
import { nbDeckTools, nbImport } from '../i18n/nb-later';
import { MAX_ENTRIES_PER_ROOM, MAX_SOCKET_MESSAGE_BYTES } from '@skal/shared';
import {
  ImportPacer,
  MAX_IMPORT_FILE_BYTES,
  importPrice,
  planImport,
  readImportFile,
  type ImportRefusal,
} from '@skal/shared/import-plan';
import { fetchRoom } from '../net/api';
import { importEntries } from '../net/deck-socket';
import { useToast } from '../toast/toast-context';
import { errorToastKey } from '../toast/error-texts';
import { FieldLabel } from '../components/Field';

addTexts({ importing: nbImport, deckTools: nbDeckTools });

// Room for the room name and the JSON around the texts in one socket message.
const BATCH_BYTES = MAX_SOCKET_MESSAGE_BYTES - 1024;
/**
 * Of a socket's 40 points per 10 s (the server's default, server/src/rate-limit.ts), what an import spends in one
 * window: two batches of 15 KB. The rest is for the phone's other events.
 */
const IMPORT_BUDGET = 30;
/** The server's window, and a little: a batch sent right at its end would count in the old one. */
const WINDOW_MS = 10_500;
/** A batch refused as `rate_limited` (the phone's other events took the points) is sent again up to this often. */
const RATE_LIMITED_TRIES = 6;

type Progress = { sent: number; total: number; waiting: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function ImportEntries({ room, onDone }: { room: string; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  /** Says why nothing was sent: in the form, and in a toast. */
  const refuse = (text: string) => {
    setOutcome(text);
    toast({ text, kind: 'warning', duration: 'long' });
  };

  const refusalText = (refusal: ImportRefusal): string => {
    switch (refusal.reason) {
      case 'not_text':
        return t('importing.notText');
      case 'too_large':
        return t('importing.tooLarge', { megabytes: MAX_IMPORT_FILE_BYTES / 1024 / 1024 });
      case 'no_space':
        return t('importing.noSpace', { fresh: refusal.fresh, space: refusal.space });
      case 'nothing_new':
        return [
          t('importing.nothingNew', { skipped: refusal.skipped }),
          refusal.joinedLines ? t('importing.blankLines') : refusal.tooLong > 0 ? t('importing.tooLong') : '',
        ]
          .filter(Boolean)
          .join(' ');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress) return;
    setOutcome(null);
    let fileText = '';
    if (file) {
      if (file.size > MAX_IMPORT_FILE_BYTES) return refuse(refusalText({ reason: 'too_large' }));
      const read = readImportFile(new Uint8Array(await file.arrayBuffer()));
      if (!read.ok) return refuse(refusalText(read));
      fileText = read.text;
    }
    const text = [fileText, pasted].join('\n\n');
    if (text.trim() === '') return refuse(t('deckTools.importEmpty'));
    // The room's entries first: ones it has are neither sent nor counted as new, so a retry sends only the rest.
    const snapshot = await fetchRoom(room).catch(() => undefined);
    if (snapshot === undefined) return refuse(t('toast.offlineShort'));
    if (snapshot === null) return refuse(t('toast.roomMissing'));
    const planned = planImport(
      text,
      {
        existing: snapshot.entries.map((entry) => entry.value),
        space: MAX_ENTRIES_PER_ROOM - snapshot.entries.length,
      },
      BATCH_BYTES,
    );
    if (!planned.ok) return refuse(refusalText(planned.refusal));
    const { plan } = planned;

    const pacer = new ImportPacer(IMPORT_BUDGET, WINDOW_MS, () => Date.now());
    let added = 0;
    let skipped = plan.skipped;
    let sent = 0;
    setProgress({ sent, total: plan.fresh, waiting: false });
    for (const batch of plan.batches) {
      let result: Awaited<ReturnType<typeof importEntries>> | undefined;
      for (let tries = 0; tries < RATE_LIMITED_TRIES; tries += 1) {
        const wait = pacer.waitMs();
        if (wait > 0) {
          setProgress({ sent, total: plan.fresh, waiting: true });
          await sleep(wait);
          setProgress({ sent, total: plan.fresh, waiting: false });
        }
        pacer.spend(importPrice(batch));
        result = await importEntries(room, batch);
        if (result.ok || result.error !== 'rate_limited') break;
        pacer.refused();
      }
      if (!result?.ok) {
        setProgress(null);
        const error = result?.error ?? 'network';
        const why = t(error === 'network' ? 'toast.offlineShort' : errorToastKey(error));
        // What did go in stays; the count says so, and a retry sends only the rest.
        const text = t('importing.stopped', { added, skipped, left: plan.fresh - sent, why });
        setOutcome(text);
        return toast({ text, kind: 'warning', duration: 'long' });
      }
      added += result.added;
      skipped += result.skipped;
      sent += batch.length;
      setProgress({ sent, total: plan.fresh, waiting: false });
    }
    setProgress(null);
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
        disabled={progress !== null}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <FieldLabel htmlFor="import-text">{t('deckTools.importPaste')}</FieldLabel>
      <textarea
        id="import-text"
        className="input"
        rows={5}
        value={pasted}
        disabled={progress !== null}
        onChange={(event) => setPasted(event.target.value)}
      />
      {progress && (
        <div className="import-progress">
          <progress
            max={progress.total}
            value={progress.sent}
            aria-label={t('importing.progressLabel')}
            aria-valuetext={t('importing.progress', { sent: progress.sent, total: progress.total })}
          />
          <p role="status">
            {t('importing.progress', { sent: progress.sent, total: progress.total })}
            {progress.waiting ? ` ${t('importing.waiting')}` : ''}
          </p>
        </div>
      )}
      {outcome && (
        <p className="import-outcome" role="alert">
          {outcome}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary"
        aria-busy={progress !== null}
        disabled={progress !== null}
      >
        {t('deckTools.importSubmit')}
      </button>
    </form>
  );
}
