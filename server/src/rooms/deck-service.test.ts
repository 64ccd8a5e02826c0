// A full room's import or collection draw is refused from its count, before the store's writer reads every entry.
import { describe, expect, it } from 'vitest';
import type { Store } from '../store/store';
import { DeckService } from './deck-service';

function deckWith(live: number | null, maxEntries = 10) {
  const calls: string[] = [];
  const store = {
    countEntries: async () => live,
    importEntries: async () => {
      calls.push('importEntries');
      return { ok: false as const, error: 'room_full' as const };
    },
    addFromCandidates: async () => {
      calls.push('addFromCandidates');
      return { ok: false as const, error: 'room_full' as const };
    },
  } as unknown as Store;
  const events = { count: () => {}, removed: () => {}, restored: () => {} };
  return { deck: new DeckService(store, { now: () => new Date(0) }, events, maxEntries), calls };
}

describe('DeckService: refusing a full room cheaply', () => {
  it('answers room_full for an import or a draw into a room its live entries fill, without the writer', async () => {
    const { deck, calls } = deckWith(10);
    expect(await deck.import('fest', ['ny'])).toEqual({ ok: false, error: 'room_full' });
    expect(await deck.addFromCollection('fest', 'norsk', { style: 'classic', alcoholFree: false })).toEqual({
      ok: false,
      error: 'room_full',
    });
    expect(calls).toEqual([]);
  });

  it('answers not_found for a room that does not exist, and goes to the store while there is space', async () => {
    expect(await deckWith(null).deck.import('fest', ['ny'])).toEqual({ ok: false, error: 'not_found' });
    const { deck, calls } = deckWith(9);
    await deck.import('fest', ['ny']);
    await deck.addFromCollection('fest', 'norsk', { style: 'classic', alcoholFree: false });
    expect(calls).toEqual(['importEntries', 'addFromCandidates']);
  });
});
