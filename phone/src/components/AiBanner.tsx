// The banner that offers more entries written by AI; opens the drawer.
import { useTranslation } from '../i18n';
import { SparkIcon } from './icons';

export function AiBanner({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="ai-banner" onClick={onOpen} aria-label={t('ai.banner')}>
      <SparkIcon />
      <span className="ai-banner-text">
        <strong>{t('ai.banner')}</strong>
        <small>{t('ai.bannerHint')}</small>
      </span>
    </button>
  );
}
