// The done-confirm view near the end of the deck: keep playing, more from Skål's collection, or leave the room.
import { useEffect, useRef } from 'react';
import { addTexts, useTranslation } from '../i18n';
import { nbConfirm } from '../i18n/nb-later';
import { CheersIcon } from '../components/icons-later';
import { DeckDownload } from './DeckDownload';

addTexts({ confirm: nbConfirm });

export function ConfirmView({
  room,
  onLeave,
  onKeepPlaying,
  onOpenCollection,
}: {
  room: string;
  onLeave: () => void;
  onKeepPlaying: () => void;
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
        {t('confirm.title')}
      </h1>
      <p>{t('confirm.body')}</p>
      <div className="stack">
        <button type="button" className="button button-primary button-big" onClick={onKeepPlaying}>
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
