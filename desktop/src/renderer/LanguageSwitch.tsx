// The language choice (Norsk, English, Dansk, Suomi): the same button names as the phone's menu, each in itself.
import type { Language } from '@skal/shared';

const NAMES: Readonly<Record<Language, string>> = {
  norsk: 'Norsk',
  english: 'English',
  dansk: 'Dansk',
  suomi: 'Suomi',
};
const LANG: Readonly<Record<Language, string>> = { norsk: 'nb', english: 'en', dansk: 'da', suomi: 'fi' };

export function LanguageSwitch(props: { language: Language; label: string; onChange(language: Language): void }) {
  return (
    <div className="language-switch" role="group" aria-label={props.label}>
      {(Object.keys(NAMES) as Language[]).map((language) => (
        <button
          key={language}
          type="button"
          lang={LANG[language]}
          aria-pressed={props.language === language}
          onClick={() => props.onChange(language)}
        >
          {NAMES[language]}
        </button>
      ))}
    </div>
  );
}
