// The free AI grant: 3 entries once per room, race-safe through the store, delivered through RoomService.
// Bounded: each client address has a daily quota of grants, and a grant whose generation died with its
// process (a crash mid-generation) is taken over after a claim timeout, so no room loses it to a restart.
import { DEFAULT_STYLE_CHOICE, FREE_AI_ENTRIES, type AiFailure, type Language, type StyleChoice } from '@skal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { RoomService } from '../rooms/room-service';
import type { Store } from '../store/store';

/** `started`, or why not: used, no such room, the address's quota, or entries that cannot come now (AiFailure). */
export type FreeAiResult = 'started' | 'used' | 'not_found' | 'rate_limited' | AiFailure;

/** Longer than any generation (the model client's timeouts and retries included) can run. */
export const FREE_AI_CLAIM_TIMEOUT_MS = 10 * 60_000;

/** Claims the grant and starts writing the entries; the room hears the rest (see RoomService). */
export async function grantFreeEntries(
  deps: {
    store: Store;
    rooms: RoomService;
    clock: Clock;
    log: FastifyBaseLogger;
    /** Holds the server's close until the entries are written (or given up). */
    track: (work: Promise<void>) => unknown;
    /** Takes one grant from the asking address's daily quota (ai/free-ai-quota.ts); false when it is used up. */
    quota?: (addressKey: string) => Promise<boolean>;
    /** How long a claim may go undelivered before another request may take it over. */
    claimTimeoutMs?: number | undefined;
  },
  roomName: string,
  language: Language,
  style: StyleChoice = DEFAULT_STYLE_CHOICE,
  /** Who asks: the client address key the quota counts under. */
  addressKey = '',
): Promise<FreeAiResult> {
  // Entries that cannot come now (the model is not there, the collection has too few left for the style) are
  // said before anything is claimed or counted: the grant stays for a later try, and the phone says why.
  const notReady = await deps.rooms.aiReady(roomName, { language, count: FREE_AI_ENTRIES, style });
  if (notReady) return notReady;
  if (deps.quota && !(await deps.quota(addressKey))) return 'rate_limited';
  // The claim is dated: one older than the timeout whose entries never came belonged to a generation that died.
  const now = deps.clock.now();
  const timeout = deps.claimTimeoutMs ?? FREE_AI_CLAIM_TIMEOUT_MS;
  const claim = await deps.store.claimFreeAi(roomName, now, new Date(now.getTime() - timeout));
  if (claim !== 'claimed') return claim;
  const deliver = async () => {
    try {
      // The room hears why if they do not come (`aiFailed`), and the grant goes back below.
      const added = await deps.rooms.deliverAiEntries(roomName, {
        language,
        count: FREE_AI_ENTRIES,
        style,
        free: true,
      });
      if (!added.ok) throw new Error(`cannot add entries: ${added.error}`);
      await deps.store.finishFreeAi(roomName);
      deps.log.info({ room: roomName, entries: added.added }, 'free entries delivered');
    } catch (error) {
      // Also when shutdown abandoned the model call: the grant goes back, so the room may ask again.
      deps.log.error({ room: roomName, err: error }, 'free entries failed; the room may ask again');
      await deps.store.releaseFreeAi(roomName).catch(() => undefined);
    }
  };
  // Started before we answer, so the room hears "waiting" before the phone hears "started".
  deps.track(deliver());
  return 'started';
}
