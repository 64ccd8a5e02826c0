// Norsk / English switch; the same button names as the phone's menu.
import type { Language } from '@skal/shared';

const NAMES: Readonly<Record<Language, string>> = { norsk: 'Norsk', english: 'English' };

export function LanguageSwitch(props: { language: Language; label: string; onChange(language: Language): void }) {
  return (
    <div className="language-switch" role="group" aria-label={props.label}>
      {(Object.keys(NAMES) as Language[]).map((language) => (
        <button
          key={language}
          type="button"
          lang={language === 'norsk' ? 'nb' : 'en'}
          aria-pressed={props.language === language}
          onClick={() => props.onChange(language)}
        >
          {NAMES[language]}
        </button>
      ))}
    </div>
  );
}
