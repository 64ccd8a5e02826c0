// The room's language on this phone (docs/product.md "Languages"): the live value (`roomLanguage`, sent on every join
// and to the whole room on every change) and changing it over the socket. It is what Skål's collection and the free
// and paid entries are written in, whatever this phone shows.
import { useCallback, useLayoutEffect, useState } from 'react';
import type { Language } from '@skal/shared';
import { askConnected, getSocket, joinRoom, type Result } from '../net/socket';

/**
 * The room's language, or null until this phone knows it, and a change that shows at once and goes back when the
 * server refuses it. As for the players (players-net.ts): the listener goes in before the room screen's join, and if a
 * join shared with the home screen was answered before this screen listened, one more join asks again.
 */
export function useRoomLanguage(room: string): [Language | null, (next: Language) => Promise<Result>] {
  const [language, setLanguage] = useState<Language | null>(null);
  useLayoutEffect(() => {
    const socket = getSocket();
    let heard = false;
    const onLanguage = (value: Language) => {
      heard = true;
      setLanguage(value);
    };
    socket.on('roomLanguage', onLanguage);
    let live = true;
    void joinRoom(room).then((joined) => {
      if (live && joined.ok && !heard) void joinRoom(room);
    });
    return () => {
      live = false;
      socket.off('roomLanguage', onLanguage);
    };
  }, [room]);

  const change = useCallback(
    async (next: Language) => {
      const before = language;
      setLanguage(next);
      const result = await askConnected('set room language', { roomName: room, language: next });
      // Refused (offline, say): the room kept its language. A change from another phone meanwhile wins.
      if (!result.ok) setLanguage((current) => (current === next ? before : current));
      return result;
    },
    [language, room],
  );
  return [language, change];
}
