// An entry's secret (docs/product.md "Secrets"): a question to whisper or a quiz's answer, for the reader alone. It
// stays behind its button until tapped; the round renders one per card (keyed by the card), so the next card starts
// hidden again. It is never part of the card's text, so never in what the phone tells the TV (`now showing`).
import { useId, useState } from 'react';
import type { EntrySecret } from '@skal/shared';
import { useTranslation } from '../i18n';

export function SecretReveal({ secret }: { secret: EntrySecret }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className={`entry-secret${shown ? ' entry-secret-shown' : ''}`}>
      <button
        type="button"
        className="button button-secondary entry-secret-button"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((now) => !now)}
      >
        {t(secret.kind === 'question' ? 'game.showQuestion' : 'game.showAnswer')}
      </button>
      <p id={id} className="entry-secret-text" hidden={!shown}>
        {shown ? secret.text : ''}
      </p>
    </div>
  );
}
