// The room screen's language switch: one tap shows the app in the other language on this phone (the menu's choice,
// kept in storage). Named in the language it switches to, so a guest who reads only that one finds it.
import { currentLanguage, setLanguage, useTranslation } from '../i18n';

export function LanguageSwitch() {
  // Re-rendered when the language changes.
  useTranslation();
  const other = currentLanguage() === 'norsk' ? 'english' : 'norsk';
  return (
    <button
      type="button"
      className="chip language-switch"
      lang={other === 'norsk' ? 'nb' : 'en'}
      onClick={() => setLanguage(other)}
    >
      {other === 'norsk' ? 'Norsk' : 'English'}
    </button>
  );
}
