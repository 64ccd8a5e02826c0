// The largest answers a phone that reads can be sent between two polls stay inside the unread budget.
import { ENTRY_MAX_LENGTH, MAX_PLAYERS_PER_ROOM } from '@skal/shared';
import { expect, it } from 'vitest';
import { REMOVED_LIST_MAX } from '../store/sql';
import { MAX_UNSENT_BYTES, PACKET_BOOKKEEPING_BYTES } from './unread-guard';

it('Recently removed at its longest, and the players list, fit the budget', () => {
  // Each listed entry: its text (an emoji counts 2, as the guard counts string length), its id and time.
  const removed = REMOVED_LIST_MAX * (ENTRY_MAX_LENGTH * 2 + 80) + PACKET_BOOKKEEPING_BYTES;
  expect(removed).toBeLessThan(MAX_UNSENT_BYTES);
  expect(MAX_PLAYERS_PER_ROOM * 60).toBeLessThan(MAX_UNSENT_BYTES / 10);
});
