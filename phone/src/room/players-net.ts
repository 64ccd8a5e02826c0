// The room's players on this phone: the live list (the `players` broadcast, or the room read until one
// arrives) and adding and removing names over the socket.
import { useEffect, useState } from 'react';
import type { Ack, PlayersList } from '@skal/shared';
import { fetchRoom } from '../net/api';
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

/** The room's names, or null until this phone knows them. */
export function usePlayers(room: string): string[] | null {
  const [players, setPlayers] = useState<string[] | null>(null);
  useEffect(() => {
    const socket = getSocket();
    // A broadcast is always newer than the room read, so once one has arrived the read must not win.
    let heard = false;
    const onPlayers = (list: PlayersList) => {
      heard = true;
      setPlayers(list.players);
    };
    socket.on('players', onPlayers);
    let live = true;
    // The join's own `players` may have arrived before this listener (the home screen starts the join).
    fetchRoom(room).then(
      (snapshot) => {
        if (live && !heard && snapshot) setPlayers(snapshot.players ?? []);
      },
      () => undefined, // offline: the reconnect's join brings the list
    );
    return () => {
      live = false;
      socket.off('players', onPlayers);
    };
  }, [room]);
  return players;
}
