// The 17 tips: a preview with a plus icon each; choosing one fills the entry input with its full text.
import { useTranslation, currentLanguage } from '../i18n';
import { TIPS } from '@skal/shared/content/tips';
import { PlusIcon } from '../components/icons-later';

export default function Tips({ onChoose }: { onChoose: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="tips" id="tips-list">
      {TIPS[currentLanguage()].map((tip) => (
        <li key={tip.preview}>
          <button
            type="button"
            className="tip"
            title={t('room.useTip', { preview: tip.preview })}
            onClick={() => onChoose(tip.text)}
          >
            <span className="tip-preview">{tip.preview}</span>
            <span className="tip-plus">
              <PlusIcon />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
