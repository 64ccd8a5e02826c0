// The host display for the TV: the start screen or the room, with the language switch and connection status.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Language } from '@skal/shared';
import type { HostApi, RoomLookup } from './api';
import type { HostConnection } from './host-connection';
import { TEXTS, rememberLanguage, storedLanguage } from './i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { RoomView } from './RoomView';
import { StartView } from './StartView';
import { useWakeLock } from './wake-lock';

type Message = 'roomNotFound' | 'roomInvalid' | 'createFailed' | 'serverUnreachable' | 'roomGone';

const LOOKUP_MESSAGES: Readonly<Record<Extract<RoomLookup, { ok: false }>['error'], Message>> = {
  not_found: 'roomNotFound',
  invalid: 'roomInvalid',
  offline: 'serverUnreachable',
};

export interface HostDisplayProps {
  connection: HostConnection;
  api: HostApi;
  /** The room from `/host?room=<id>`, if any. */
  initialRoom?: string | null;
  /** Keeps the address bar on the shown room, so a reload comes back to it. */
  onRoomShown?: (room: string | null) => void;
  storage?: Storage | undefined;
}

export function HostDisplay({ connection, api, initialRoom, onRoomShown, storage }: HostDisplayProps) {
  const state = useSyncExternalStore(connection.subscribe, connection.getState);
  const [language, setLanguage] = useState<Language>(() => storedLanguage(storage));
  const [publicUrl, setPublicUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const texts = TEXTS[language];
  useWakeLock(state.room !== null);

  useEffect(() => {
    document.documentElement.lang = texts.htmlLang;
    document.title = texts.title;
  }, [texts]);

  useEffect(() => {
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      api.publicUrl().then(
        (url) => {
          if (!cancelled) setPublicUrl(url);
        },
        () => {
          // The server may still be starting (desktop app) or briefly away; the QR code waits for it.
          if (!cancelled) retry = setTimeout(load, 2000);
        },
      );
    };
    load();
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [api]);

  const showFound = useCallback(
    (found: RoomLookup) => {
      if (found.ok) connection.show(found.room);
      else setMessage(LOOKUP_MESSAGES[found.error]);
    },
    [connection],
  );

  const show = async (typed: string) => {
    setBusy(true);
    setMessage(null);
    const found = await api.lookUpRoom(typed);
    setBusy(false);
    showFound(found);
  };

  useEffect(() => {
    // A room in the address: show it straight away (once per page load).
    if (!initialRoom) return;
    let cancelled = false;
    void api.lookUpRoom(initialRoom).then((found) => {
      if (!cancelled) showFound(found);
    });
    return () => {
      cancelled = true;
    };
  }, [api, initialRoom, showFound]);

  useEffect(() => {
    onRoomShown?.(state.room);
  }, [state.room, onRoomShown]);

  const create = async () => {
    setBusy(true);
    setMessage(null);
    const created = await connection.create();
    setBusy(false);
    if (!created.ok) setMessage(created.error === 'offline' ? 'serverUnreachable' : 'createFailed');
  };

  const changeLanguage = (next: Language) => {
    setLanguage(next);
    rememberLanguage(storage, next);
  };

  const lost = state.lost ? 'roomGone' : null;
  const shownMessage = message ?? lost;
  const room = state.room;
  return (
    <div className="host">
      <header className="topbar">
        {room ? <p className="brand">Skål</p> : <span />}
        <div className="topbar__end">
          <div role="status">{!state.connected && <p className="offline">{texts.reconnecting}</p>}</div>
          {room && (
            <button type="button" className="button button--quiet" onClick={() => connection.clear()}>
              {texts.changeRoom}
            </button>
          )}
          <LanguageSwitch language={language} label={texts.language} onChange={changeLanguage} />
        </div>
      </header>
      {room ? (
        <RoomView texts={texts} state={{ ...state, room }} publicUrl={publicUrl} />
      ) : (
        <StartView
          texts={texts}
          busy={busy}
          message={shownMessage ? texts[shownMessage] : null}
          onCreate={() => void create()}
          onShow={(typed) => void show(typed)}
        />
      )}
    </div>
  );
}
