// Counts after a Redis outage: a room's `numPrompts` broadcast while Redis was away reached only the phones on the
// process that sent it, and Redis does not send it again. So when Redis is back, each process reads the count of
// every room it has phones in and broadcasts it (to all processes: a process whose own Redis connection never
// dropped hears it too).
import type { Store } from '../store/store';
import { roomNameOfChannel } from './room-channel';
import type { SkalServer } from './socket-types';

export async function sendCountsOfRooms(
  io: SkalServer,
  store: Pick<Store, 'countEntries'>,
  send: (roomName: string, count: number) => void,
): Promise<number> {
  const names = [...io.of('/').adapter.rooms.keys()]
    .map(roomNameOfChannel)
    .filter((name): name is string => name !== null);
  let sent = 0;
  // One room at a time: a process with thousands of rooms must not take every storage connection at once.
  for (const name of names) {
    const count = await store.countEntries(name);
    if (count === null) continue;
    send(name, count);
    sent++;
  }
  return sent;
}
