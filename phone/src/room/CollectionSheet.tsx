// Skål's collection (lazy-loaded), a bottom sheet: the same style choice as the AI drawer (one choice, remembered for
// both) and `Legg til 20`, which adds up to 20 entries the room does not have yet, in the room's language (not the
// phone's: an English party gets English entries from a Norwegian phone).
import { useState } from 'react';
import type { Language, StyleChoice } from '@skal/shared';
import { AiStyleChoice } from '../components/AiStyleChoice';
import { BottomSheet } from '../components/BottomSheet';
import { currentLanguage, useTranslation } from '../i18n';
import { askConnected } from '../net/socket';
import { storeStyleChoice, storedStyleChoice } from '../style-choice';
import { errorToastKey } from '../toast/error-texts';
import { useToast } from '../toast/toast-context';
import { COLLECTION_TEXTS } from './collection-texts';

export default function CollectionSheet({
  room,
  language,
  onClose,
}: {
  room: string;
  /** The room's language; null while unknown, and the server then uses the room's own. */
  language: Language | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const texts = COLLECTION_TEXTS[currentLanguage()];
  const toast = useToast();
  const [style, setStyle] = useState<StyleChoice>(storedStyleChoice);
  const [sending, setSending] = useState(false);

  const choose = (next: StyleChoice) => {
    setStyle(next);
    storeStyleChoice(next);
  };

  const add = async () => {
    if (sending) return;
    setSending(true);
    const result = await askConnected('add from collection', {
      roomName: room,
      ...(language ? { language } : {}),
      ...style,
    });
    setSending(false);
    if (result.ok) {
      toast({ text: texts.added(result.added) });
      onClose();
    } else if (result.error === 'used_up') {
      toast({ text: texts.usedUp, duration: 'long' });
    } else {
      const key = result.error === 'network' ? 'toast.offlineShort' : errorToastKey(result.error);
      toast({ text: t(key), kind: 'warning' });
    }
  };

  return (
    <BottomSheet title={texts.title} closeLabel={t('ai.close')} gripLabel={t('ai.dragHandle')} onClose={onClose}>
      <p>{texts.intro}</p>
      <AiStyleChoice value={style} onChange={choose} />
      <button type="button" className="button button-primary button-big" aria-busy={sending} onClick={() => void add()}>
        {texts.add}
      </button>
    </BottomSheet>
  );
}
