// What the room tells the player while it lasts: offline, or entries being written (by the AI, or drawn from
// Skål's collection when there is no model). In the lobby they sit in a line
// of their own above the count; in the round they float over the card's top edge, where they cover none of the
// entry and none of the buttons. (The writing notice goes while offline, so the two never share the spot.)
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n';
import { loadModelConfigured } from '../net/app-config';

/** Whether a model writes this server's AI entries (false until the app config says so). */
export function useModelConfigured(): boolean {
  const [model, setModel] = useState(false);
  useEffect(() => {
    let live = true;
    void loadModelConfigured().then((value) => live && setModel(value));
    return () => {
      live = false;
    };
  }, []);
  return model;
}

interface Props {
  offline: boolean;
  writing: boolean;
  /** In the page's flow (the lobby), instead of over the top of the view. */
  inFlow?: boolean;
}

export function RoomNotices({ offline, writing, inFlow = false }: Props) {
  const { t } = useTranslation();
  const model = useModelConfigured();
  // Without a model the entries come from Skål's collection, and nothing says AI wrote them.
  const writingText = t(model ? 'ai.generating' : 'ai.generatingCollection');
  const place = inFlow ? ' in-flow' : '';
  return (
    <>
      {offline && (
        <p className={`offline-pill${place}`} data-testid="offline">
          {t('toast.offlineShort')}
        </p>
      )}
      {writing && (
        <div className={`generating${place}`} role="progressbar" aria-label={writingText}>
          <span className="spinner" aria-hidden="true" />
          {writingText}
        </div>
      )}
    </>
  );
}
