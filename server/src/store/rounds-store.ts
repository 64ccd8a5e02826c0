// The room's round (kept-round.ts): a store section of its own, implemented by each backend. The store keeps the
// round whole and changes it only by compare-and-set on its version; what a change means (who holds the round,
// where it is) is the round service's (rooms/round-service.ts).
import type { KeptRound } from '@skal/shared/kept-round';

export interface StoredRound {
  round: KeptRound;
  /** Grows with every write: a write names the version it read, and loses when another came first. */
  version: number;
}

export type RoundWriteResult = 'written' | 'conflict' | 'not_found';

export interface RoundStore {
  /** The room's round; null when it has none or the room does not exist. */
  get(roomName: string): Promise<StoredRound | null>;
  /**
   * Writes the room's round if its version is still `expected` (null: only if the room has no round), and marks the
   * room used (a round being played keeps its room alive). `conflict` when another write came first.
   */
  put(roomName: string, round: KeptRound, expected: number | null, now: Date): Promise<RoundWriteResult>;
  /** Ends the room's round if its version is still `expected`. */
  remove(roomName: string, expected: number): Promise<RoundWriteResult>;
}

/** A stored round's state column, read back; a row that does not parse is no round (it is replaced on start). */
export function parseRoundState(state: string): KeptRound | null {
  try {
    const value = JSON.parse(state) as KeptRound;
    return typeof value === 'object' && value !== null && Array.isArray(value.deck) ? value : null;
  } catch {
    return null;
  }
}
