// The chunk-load failure message with a reload button (docs/product.md: Toasts and failures).
import { useTranslation } from '../i18n';

export function ChunkFailed() {
  const { t } = useTranslation();
  return (
    <div className="chunk-failed" role="alert">
      <h2>{t('chunk.title')}</h2>
      <p>{t('chunk.body')}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('chunk.reload')}
      </button>
    </div>
  );
}
