// The room's players on this phone: the live list (the `players` event on join and on every change) and
// adding and removing names over the socket.
import { useLayoutEffect, useState } from 'react';
import type { PlayersList } from '@skal/shared';
import { askConnected, getSocket, joinRoom, type Result } from '../net/socket';

export const addPlayer = (roomName: string, name: string): Promise<Result<PlayersList>> =>
  askConnected('add player', { roomName, name });
export const removePlayer = (roomName: string, name: string): Promise<Result<PlayersList>> =>
  askConnected('remove player', { roomName, name });

/**
 * The room's names, or null until this phone knows them. The server sends them on every join, before the
 * join's answer: the listener goes in first (a layout effect, before the room screen's join), and if a join
 * shared with the home screen was answered before this screen listened, one more join asks again.
 */
export function usePlayers(room: string): string[] | null {
  const [players, setPlayers] = useState<string[] | null>(null);
  useLayoutEffect(() => {
    const socket = getSocket();
    let heard = false;
    const onPlayers = (list: PlayersList) => {
      heard = true;
      setPlayers(list.players);
    };
    socket.on('players', onPlayers);
    let live = true;
    void joinRoom(room).then((joined) => {
      if (live && joined.ok && !heard) void joinRoom(room);
    });
    return () => {
      live = false;
      socket.off('players', onPlayers);
    };
  }, [room]);
  return players;
}
