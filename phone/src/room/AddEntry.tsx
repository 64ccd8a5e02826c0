// The entry textarea and its add button: 280 characters, empty ignored, clears on success, says so when offline.
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation, currentLanguage } from '../i18n';
import { ENTRY_MAX_LENGTH, capLength, entryLength, normaliseEntryText } from '@skal/shared';
import { insertAt, PLACEHOLDER } from '@skal/shared/players';
import { addEntry } from '../net/socket';
import { newId } from '../net/phone-id';
import { useToast } from '../toast/toast-context';
import { errorToastKey } from '../toast/error-texts';
import { FieldLabel } from '../components/Field';
import { peekShell, takeShell } from './shell-takeover';
import type { PostedEntry } from '../net/post-entry';

export interface AddEntryHandle {
  fill: (text: string) => void;
}

export function AddEntry({ room, ref }: { room: string; ref?: Ref<AddEntryHandle> }) {
  const { t } = useTranslation();
  const toast = useToast();
  // A scanned link's room shell, on show before the app, hands over its box and any add under way.
  const [handover] = useState(() => peekShell(room));
  const [text, setText] = useState(handover?.draft ?? '');
  const [sending, setSending] = useState(Boolean(handover?.sending));
  // A lasting rule: the switch, and the end card's text (optional).
  const [lasting, setLasting] = useState(false);
  const [endText, setEndText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  // The last add that may or may not have been made (no answer, or the server was away): sent again as it was, it
  // keeps its id, so the room stores it once even if the first one got through.
  const unsure = useRef<{ key: string; id: string } | null>(null);

  useImperativeHandle(ref, () => ({
    fill: (value: string) => {
      setText(value);
      field.current?.focus();
    },
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A double tap would add the entry twice: the box is cleared only once the first add is answered.
    if (sending) return;
    const entry = normaliseEntryText(text);
    if (!entry.ok) {
      if (entry.reason === 'too_long') toast({ text: t('toast.tooLong'), kind: 'warning' });
      return;
    }
    const end = normaliseEntryText(endText);
    if (lasting && !end.ok && end.reason === 'too_long') return toast({ text: t('toast.tooLong'), kind: 'warning' });
    // Offline, addEntry refuses at once (network): a socket would quietly buffer the entry until it reconnects, so
    // the toast says plainly that nothing was added. A page still opening its first connection (a guest who tapped
    // as soon as the box showed) is not offline: the entry waits for the socket and is sent once, after the join.
    setSending(true);
    const sent = text;
    const sentEnd = lasting ? endText : null;
    const rule = lasting ? { end: end.ok ? end.text : '' } : undefined;
    const key = JSON.stringify([entry.text, rule?.end ?? null]);
    const id = unsure.current?.key === key ? unsure.current.id : newId();
    const result = await addEntry(room, entry.text, rule, id);
    unsure.current = !result.ok && (result.error === 'network' || result.error === 'unavailable') ? { key, id } : null;
    settle(result, sent, sentEnd);
  };

  /** An add's answer: the box cleared (unless a next entry is being typed) and `Lagt til`, or why not. */
  const settle = (result: PostedEntry, sent: string, sentEnd: string | null) => {
    setSending(false);
    if (result.ok) {
      // The count's broadcast can come before this answer: a next entry typed in between stays.
      setText((current) => (current === sent ? '' : current));
      if (sentEnd !== null) {
        setEndText((current) => (current === sentEnd ? '' : current));
        // A rule was added: the switch goes off, or the next entry would silently become a rule too.
        setLasting(false);
      }
      toast({ text: t('toast.added'), duration: 'short', closable: false });
    } else if (result.error === 'network') {
      toast({ text: t('toast.offline'), kind: 'warning' });
    } else {
      toast({ text: t(errorToastKey(result.error)), kind: 'warning' });
    }
  };
  const settleRef = useRef(settle);
  useLayoutEffect(() => {
    settleRef.current = settle;
  });

  // The shell goes as this box shows, the guest's focus and caret moving into it.
  useLayoutEffect(() => {
    if (!handover) return;
    takeShell();
    if (!handover.caret) return;
    field.current?.focus();
    field.current?.setSelectionRange(handover.caret.start, handover.caret.end);
  }, [handover]);

  // The shell's add, answered here: still under way, or refused before the app came.
  useEffect(() => {
    if (!handover) return;
    const { sending: shellAdd, refused } = handover;
    let live = true;
    if (shellAdd) void shellAdd.answer.then((result) => live && settleRef.current(result, shellAdd.text, null));
    else if (refused) settleRef.current(refused, handover.draft, null);
    return () => {
      live = false;
    };
  }, [handover]);

  // Names at the table: the placeholder goes in at the cursor, and the caret lands right after it.
  const insertPlayer = () => {
    const input = field.current;
    const at = insertAt(
      text,
      input?.selectionStart ?? text.length,
      input?.selectionEnd ?? text.length,
      PLACEHOLDER[currentLanguage()],
    );
    setText(at.text);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(at.caret, at.caret);
    });
  };

  const length = entryLength(text);
  return (
    <form className="add-entry" onSubmit={submit}>
      <div className="entry-label-row">
        <FieldLabel htmlFor="entry-text">{t('room.entryLabel')}</FieldLabel>
        <button type="button" className="insert-player" onClick={insertPlayer}>
          {t('players.insert')}
        </button>
      </div>
      <textarea
        ref={field}
        id="entry-text"
        className="input entry-input"
        value={text}
        rows={3}
        // Capped here, not by maxLength, which counts an emoji as two and stopped at 270 of 280 with ten of them.
        onChange={(event) => setText(capLength(event.target.value, ENTRY_MAX_LENGTH))}
        aria-describedby="entry-hint entry-chars"
      />
      <p className="hint" id="entry-hint">
        {t('room.entryHint')}
      </p>
      <label className="rule-switch">
        <input type="checkbox" role="switch" checked={lasting} onChange={(event) => setLasting(event.target.checked)} />
        {t('rules.lasting')}
      </label>
      {lasting && (
        <>
          <FieldLabel htmlFor="rule-end">{t('rules.endLabel')}</FieldLabel>
          <textarea
            id="rule-end"
            className="input rule-end-input"
            value={endText}
            rows={2}
            onChange={(event) => setEndText(capLength(event.target.value, ENTRY_MAX_LENGTH))}
            aria-describedby="rule-end-hint"
          />
          <p className="hint" id="rule-end-hint">
            {t('rules.endHint')}
          </p>
        </>
      )}
      <div className="add-entry-row">
        <span id="entry-chars" className={`chars${length > ENTRY_MAX_LENGTH - 20 ? ' chars-near' : ''}`}>
          {t('room.chars', { count: length, max: ENTRY_MAX_LENGTH })}
        </span>
        <button type="submit" className="button button-primary" aria-busy={sending}>
          {t('room.add')}
        </button>
      </div>
    </form>
  );
}
