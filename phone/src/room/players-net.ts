// The room's players on this phone: the live list (the `players` event on join and on every change) and
// adding and removing names over the socket.
import { useLayoutEffect, useState } from 'react';
import type { PlayersList } from '@skal/shared';
import { askConnected, getSocket, joinRoom, type Result } from '../net/socket';

export const addPlayer = (roomName: string, name: string): Promise<Result<PlayersList>> =>
  askConnected('add player', { roomName, name });
export const removePlayer = (roomName: string, name: string): Promise<Result<PlayersList>> =>
  askConnected('remove player', { roomName, name });

const NO_CHOICES = {};

/**
 * The room's names, or null until this phone knows them, and their choices at the table (`players`, on every join
 * and every change).
 */
export function usePlayers(room: string): { players: string[] | null; choices: NonNullable<PlayersList['choices']> } {
  const list = useRoomValue<PlayersList>(room, 'players')[0];
  return { players: list?.players ?? null, choices: list?.choices ?? NO_CHOICES };
}

/**
 * The latest value of a room event the server sends on every join, before the join's answer, and to the whole room
 * on every change (`players`, `roomLanguage`), or null until this phone has heard it; with a setter for a change
 * shown before the server's answer. The listener goes in first (a layout effect, before the room screen's join),
 * and if a join shared with the home screen was answered before this screen listened, one more join asks again.
 */
export function useRoomValue<T>(room: string, event: 'players' | 'roomLanguage'): [T | null, (value: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  useLayoutEffect(() => {
    const socket = getSocket() as unknown as {
      on(event: string, listener: (value: T) => void): void;
      off(event: string, listener: (value: T) => void): void;
    };
    let heard = false;
    const onValue = (next: T) => {
      heard = true;
      setValue(next);
    };
    socket.on(event, onValue);
    let live = true;
    void joinRoom(room).then((joined) => {
      if (live && joined.ok && !heard) void joinRoom(room);
    });
    return () => {
      live = false;
      socket.off(event, onValue);
    };
  }, [room, event]);
  return [value, setValue];
}
