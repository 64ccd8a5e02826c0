// The free AI grant: 3 entries once per room, race-safe through the store, delivered through RoomService.
import { FREE_AI_ENTRIES, type Language } from '@skal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { RoomService } from '../rooms/room-service';
import type { Store } from '../store/store';

export type FreeAiResult = 'started' | 'used' | 'not_found';

/** Claims the grant and starts writing the entries; the room hears the rest (see RoomService). */
export async function grantFreeEntries(
  deps: {
    store: Store;
    rooms: RoomService;
    log: FastifyBaseLogger;
    /** Holds the server's close until the entries are written (or given up). */
    track: (work: Promise<void>) => unknown;
  },
  roomName: string,
  language: Language,
): Promise<FreeAiResult> {
  const claim = await deps.store.claimFreeAi(roomName);
  if (claim !== 'claimed') return claim;
  const deliver = async () => {
    try {
      const added = await deps.rooms.deliverAiEntries(roomName, { language, count: FREE_AI_ENTRIES });
      if (!added.ok) throw new Error(`cannot add entries: ${added.error}`);
      deps.log.info({ room: roomName, entries: added.added }, 'free entries delivered');
    } catch (error) {
      deps.log.error({ room: roomName, err: error }, 'free entries failed; the room may ask again');
      await deps.store.releaseFreeAi(roomName).catch(() => undefined);
    }
  };
  // Started before we answer, so the room hears "waiting" before the phone hears "started".
  deps.track(deliver());
  return 'started';
}
