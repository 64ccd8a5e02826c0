// The lobby's choice of the room's language: what Skål's collection and the free and paid entries are written in for
// everyone, apart from the language this phone shows (the top bar's switch, LanguageSwitch.tsx).
import type { Language } from '@skal/shared';
import { useTranslation } from '../i18n';
import type { Result } from '../net/socket';
import { errorToastKey } from '../toast/error-texts';
import { useToast } from '../toast/toast-context';

export function RoomLanguage({
  language,
  onChange,
}: {
  /** Null until the room has said. */
  language: Language | null;
  onChange: (next: Language) => Promise<Result>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const choose = async (next: Language) => {
    const result = await onChange(next);
    if (!result.ok) {
      const key = result.error === 'network' ? 'toast.offlineShort' : errorToastKey(result.error);
      toast({ text: t(key), kind: 'warning' });
    }
  };
  return (
    <div className="room-language">
      <label className="room-language-label" htmlFor="room-language">
        {t('room.language')}
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
        <option value="norsk" lang="nb">
          Norsk
        </option>
        <option value="english" lang="en">
          English
        </option>
      </select>
      <p className="hint room-language-hint" id="room-language-hint">
        {t('room.languageHint')}
      </p>
    </div>
  );
}
