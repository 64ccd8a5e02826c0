// The lobby's two languages, one lazy chunk (the first script has no room for them, e2e/budget.spec.ts): the room's,
// which Skål's collection and the free and paid entries are written in for everyone, and the top bar's switch of the
// language this phone shows.
import { LANGUAGES, type Language } from '@skal/shared';
import { addTexts, currentLanguage, setLanguage, useTranslation } from '../i18n';
import { HTML_LANG } from '../storage';
import { nbRoomLanguage } from '../i18n/nb-later';
import { askConnected } from '../net/socket';
import { errorToastKey } from '../toast/error-texts';
import { useModelConfigured } from './RoomNotices';
import { useToast } from '../toast/toast-context';

addTexts({ roomLanguage: nbRoomLanguage });

/** Each language named in itself (the menu's names; not imported from it, which would load the menu's chunk). */
const NAMES: Record<Language, string> = { norsk: 'Norsk', english: 'English', dansk: 'Dansk', suomi: 'Suomi' };

/**
 * What the top bar's one-tap switch offers: Norwegian and English switch between each other; a phone showing Danish
 * or Finnish is offered English, the language a guest who reads neither most likely reads (the menu has them all).
 */
export const SWITCH_TO: Record<Language, Language> = {
  norsk: 'english',
  english: 'norsk',
  dansk: 'english',
  suomi: 'english',
};

/** The room's language, below the add box. */
export function RoomLanguage({
  room,
  language,
  onShow,
}: {
  room: string;
  /** Null until the room has said (`roomLanguage` on the join). */
  language: Language | null;
  /** Shows a language in the lobby before the room's answer (which then says it to every phone). */
  onShow: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  // Without a model no word says AI (issue #39).
  const model = useModelConfigured();
  const choose = async (next: Language) => {
    const before = language;
    onShow(next);
    const result = await askConnected('set room language', { roomName: room, language: next });
    if (result.ok) return;
    // Refused (offline, say): the room kept its language.
    if (before) onShow(before);
    const key = result.error === 'network' ? 'toast.offlineShort' : errorToastKey(result.error);
    toast({ text: t(key), kind: 'warning' });
  };
  return (
    <div className="room-language">
      <label className="room-language-label" htmlFor="room-language">
        {t('roomLanguage.label')}
      </label>
      <select
        id="room-language"
        className="input room-language-select"
        value={language ?? ''}
        disabled={language === null}
        aria-describedby="room-language-hint"
        onChange={(event) => void choose(event.target.value as Language)}
      >
        {language === null && <option value="" />}
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={HTML_LANG[option]}>
            {NAMES[option]}
          </option>
        ))}
      </select>
      <p className="hint room-language-hint" id="room-language-hint">
        {t(model ? 'roomLanguage.hint' : 'roomLanguage.hintPlain')}
      </p>
    </div>
  );
}

/**
 * The room screen's language switch: one tap shows the app in another language on this phone (SWITCH_TO; the menu's
 * choice, kept in storage). Named in the language it switches to, so a guest who reads only that one finds it.
 */
export function LanguageSwitch() {
  // Re-rendered when the language changes.
  useTranslation();
  const other = SWITCH_TO[currentLanguage()];
  return (
    <button type="button" className="chip language-switch" lang={HTML_LANG[other]} onClick={() => setLanguage(other)}>
      {NAMES[other]}
    </button>
  );
}
