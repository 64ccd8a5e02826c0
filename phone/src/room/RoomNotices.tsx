// What the room tells the player while it lasts: offline, or the AI writing entries. In the lobby they sit in a line
// of their own above the count; in the round they float over the card's top edge, where they cover none of the
// entry and none of the buttons. (The writing notice goes while offline, so the two never share the spot.)
import { useTranslation } from '../i18n';

interface Props {
  offline: boolean;
  writing: boolean;
  /** In the page's flow (the lobby), instead of over the top of the view. */
  inFlow?: boolean;
}

export function RoomNotices({ offline, writing, inFlow = false }: Props) {
  const { t } = useTranslation();
  const place = inFlow ? ' in-flow' : '';
  return (
    <>
      {offline && (
        <p className={`offline-pill${place}`} data-testid="offline">
          {t('toast.offlineShort')}
        </p>
      )}
      {writing && (
        <div className={`generating${place}`} role="progressbar" aria-label={t('ai.generating')}>
          <span className="spinner" aria-hidden="true" />
          {t('ai.generating')}
        </div>
      )}
    </>
  );
}
