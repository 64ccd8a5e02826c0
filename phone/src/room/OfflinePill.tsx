// "You are offline", while the phone has no connection to the server.
import { useTranslation } from 'react-i18next';

/** `inFlow`: a line of the page's own (the lobby), instead of floating over the top of the view. */
export function OfflinePill({ inFlow = false }: { inFlow?: boolean }) {
  const { t } = useTranslation();
  return (
    <p className={inFlow ? 'offline-pill in-flow' : 'offline-pill'} data-testid="offline">
      {t('toast.offlineShort')}
    </p>
  );
}
