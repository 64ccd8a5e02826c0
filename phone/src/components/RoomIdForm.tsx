// The room ID input of create and join: filters while typing, Enter submits, with a back button.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n';
import { ROOM_NAME_MAX_LENGTH, filterRoomNameInput } from '@skal/shared';
import { Field } from './Field';

interface Props {
  mode: 'create' | 'join';
  busy: boolean;
  onSubmit: (typed: string) => void;
  onBack: () => void;
}

export function RoomIdForm({ mode, busy, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(value);
  };

  return (
    <form className="room-id-form" onSubmit={submit}>
      <h2>{mode === 'create' ? t('roomId.createTitle') : t('roomId.joinTitle')}</h2>
      <Field label={t('roomId.label')} hint={t('roomId.hint')} hintId="room-id-hint">
        <input
          ref={input}
          className="input input-large"
          type="text"
          name="room"
          value={value}
          onChange={(event) => setValue(filterRoomNameInput(event.target.value))}
          maxLength={ROOM_NAME_MAX_LENGTH * 2}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby="room-id-hint"
        />
      </Field>
      <div className="form-actions">
        <button type="button" className="button button-ghost" onClick={onBack}>
          {t('roomId.back')}
        </button>
        <button type="submit" className="button button-primary" aria-busy={busy}>
          {mode === 'create' ? t('roomId.create') : t('roomId.join')}
        </button>
      </div>
    </form>
  );
}
