// The AI drawer's Style radios (Mild, Classic, Spicy) and the Alcohol-free switch; sent with free and paid requests.
import { addTexts, useTranslation } from '../i18n';
import { nbStyle } from '../i18n/nb-later';
import { AI_STYLES, type StyleChoice } from '@skal/shared';

addTexts({ style: nbStyle });

export function AiStyleChoice({ value, onChange }: { value: StyleChoice; onChange: (next: StyleChoice) => void }) {
  const { t } = useTranslation();
  return (
    <div className="ai-style">
      <p className="field-label" id="ai-style-label">
        {t('style.legend')}
      </p>
      <div className="ai-style-options" role="radiogroup" aria-labelledby="ai-style-label">
        {AI_STYLES.map((style) => (
          <label key={style} className={`ai-style-option${value.style === style ? ' ai-style-chosen' : ''}`}>
            <input
              type="radio"
              name="ai-style"
              value={style}
              checked={value.style === style}
              onChange={() => onChange({ ...value, style })}
            />
            <span>{t(`style.${style}`)}</span>
          </label>
        ))}
      </div>
      <label className="ai-style-switch">
        <input
          type="checkbox"
          role="switch"
          checked={value.alcoholFree}
          onChange={(event) => onChange({ ...value, alcoholFree: event.target.checked })}
        />
        <span>{t('style.alcoholFree')}</span>
      </label>
    </div>
  );
}
