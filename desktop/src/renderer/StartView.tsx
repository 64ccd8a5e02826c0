// The host display without a room: make a new one, or type the ID of one that exists.
import { useId, useState, type FormEvent } from 'react';
import { filterRoomNameInput } from '@skal/shared';
import type { HostTexts } from './i18n';

export function StartView(props: {
  texts: HostTexts;
  busy: boolean;
  message: string | null;
  onCreate(): void;
  onShow(typed: string): void;
}) {
  const { texts } = props;
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onShow(typed);
  };
  return (
    <main className="start">
      <h1 className="brand brand--hero">Skål</h1>
      <p className="tagline">{texts.tagline}</p>
      <button type="button" className="button button--primary" disabled={props.busy} onClick={props.onCreate}>
        {texts.newRoom}
      </button>
      <form className="show-room" onSubmit={submit}>
        <p className="show-room__or">{texts.or}</p>
        <label htmlFor={inputId} className="show-room__label">
          {texts.roomIdLabel}
        </label>
        <div className="show-room__row">
          <input
            id={inputId}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(filterRoomNameInput(event.target.value))}
          />
          <button type="submit" className="button" disabled={props.busy || typed.trim() === ''}>
            {texts.showRoom}
          </button>
        </div>
      </form>
      <p className="start__status" role="status">
        {props.busy ? texts.creating : ''}
      </p>
      <p className="start__message" role="alert">
        {props.message ?? ''}
      </p>
    </main>
  );
}
