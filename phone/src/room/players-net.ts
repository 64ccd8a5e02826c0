// The room's players on this phone: the live list (the `players` event on join and on every change) and
// adding and removing names over the socket.
import { useLayoutEffect, useState } from 'react';
import type { Ack, PlayersList } from '@skal/shared';
import { getSocket, type Result } from '../net/socket';

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
 * The room's names, or null until this phone knows them. The server sends them with every join: the
 * listener is in place before the room screen's own join (a layout effect runs before the effect that
 * joins), so the answer to that join, or to the join it shares, cannot slip past it.
 */
export function usePlayers(room: string): string[] | null {
  const [players, setPlayers] = useState<string[] | null>(null);
  useLayoutEffect(() => {
    const socket = getSocket();
    const onPlayers = (list: PlayersList) => setPlayers(list.players);
    socket.on('players', onPlayers);
    return () => {
      socket.off('players', onPlayers);
    };
  }, [room]);
  return players;
}
