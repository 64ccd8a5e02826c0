// The banner that offers more entries (written by AI when a model is configured); opens the drawer.
import { useTranslation } from '../i18n';
import { useModelConfigured } from '../room/RoomNotices';
import { SparkIcon } from './icons';

export function AiBanner({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  // Without a model no word says AI (issue #39): the drawer then offers the free entries and the collection.
  const label = t(useModelConfigured() ? 'ai.banner' : 'ai.bannerPlain');
  return (
    <button type="button" className="ai-banner" onClick={onOpen} aria-label={label}>
      <SparkIcon />
      <span className="ai-banner-text">
        <strong>{label}</strong>
        <small>{t('ai.bannerHint')}</small>
      </span>
    </button>
  );
}
