// The room's players on this phone: the live list (the `players` event on join and on every change) and
// adding and removing names over the socket.
import { useLayoutEffect, useState } from 'react';
import type { Ack, PlayersList } from '@skal/shared';
import { getSocket, joinRoom, type Result } from '../net/socket';

const ACK_TIMEOUT_MS = 8000;

async function send(event: 'add player' | 'remove player', roomName: string, name: string) {
  try {
    return (await getSocket().timeout(ACK_TIMEOUT_MS).emitWithAck(event, { roomName, name })) as Ack<PlayersList>;
  } catch {
    return { ok: false, error: 'network' } as const;
  }
}

export const addPlayer = (room: string, name: string): Promise<Result<PlayersList>> => send('add player', room, name);
export const removePlayer = (room: string, name: string): Promise<Result<PlayersList>> =>
  send('remove player', room, name);

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
