// The done-confirm view near the end of the deck: keep playing, more from Skål's collection, or leave the room.
import { useEffect, useRef } from 'react';
import { addTexts, useTranslation } from '../i18n';
import { nbConfirm } from '../i18n/nb-later';
import { CheersIcon } from '../components/icons-later';
import { DeckDownload } from './DeckDownload';

addTexts({ confirm: nbConfirm });

export function ConfirmView({
  room,
  allPlayed,
  onLeave,
  onKeepPlaying,
  onPlayAgain,
  onOpenCollection,
}: {
  room: string;
  /** Every card is played (Next on the last card): the end of the round, with `Spill igjen`. */
  allPlayed: boolean;
  onLeave: () => void;
  onKeepPlaying: () => void;
  /** A new shuffle of every entry. */
  onPlayAgain: () => void;
  /** Opens Skål's collection: more entries to keep playing with. */
  onOpenCollection: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="confirm-view">
      <CheersIcon />
      <h1 ref={heading} tabIndex={-1}>
        {t(allPlayed ? 'confirm.endTitle' : 'confirm.title')}
      </h1>
      <p>{t(allPlayed ? 'confirm.endBody' : 'confirm.body')}</p>
      <div className="stack">
        {allPlayed && (
          <button type="button" className="button button-primary button-big" onClick={onPlayAgain}>
            {t('confirm.playAgain')}
          </button>
        )}
        <button
          type="button"
          className={`button ${allPlayed ? 'button-secondary' : 'button-primary'} button-big`}
          onClick={onKeepPlaying}
        >
          {t('confirm.keepPlaying')}
        </button>
        <button type="button" className="button button-secondary button-big" onClick={onOpenCollection}>
          {t('collection.open')}
        </button>
        <button type="button" className="button button-secondary button-big" onClick={onLeave}>
          {t('confirm.leave')}
        </button>
        <DeckDownload room={room} />
      </div>
    </main>
  );
}
