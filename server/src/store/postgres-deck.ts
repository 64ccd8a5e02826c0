// Removing, restoring and importing entries on PostgreSQL: the room row lock serialises them with adds,
// also across processes.
import type pg from 'pg';
import { pickNew } from '@skal/shared/collection-draw';
import type { AddEntriesResult, EntryChangeResult, NewEntry, Store } from './store';
import { withoutDuplicates } from './sqlite-deck';
import { postgres } from './postgres-dialect';
import { markRoomUsedParams, markRoomUsedSql, REMOVED_KEEP_MAX, removedKeptSince } from './sql';

type InTransaction = <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;
type AddPlayerEntries = (
  client: pg.PoolClient,
  name: string,
  values: readonly NewEntry[],
  now: Date,
  maxEntries: number,
) => Promise<AddEntriesResult>;

export function postgresDeckChanges(
  inTransaction: InTransaction,
  addEntries: AddPlayerEntries,
): Pick<Store, 'removeEntry' | 'restoreEntry' | 'importEntries' | 'addFromCandidates'> {
  const lockRoom = async (client: pg.PoolClient, name: string) =>
    (await client.query<{ id: number }>('SELECT id FROM rooms WHERE name = $1 FOR UPDATE', [name])).rows[0]?.id;
  const liveCount = async (client: pg.PoolClient, roomId: number) =>
    (
      await client.query<{ n: number }>('SELECT count(*) AS n FROM entries WHERE room_id = $1 AND removed_at IS NULL', [
        roomId,
      ])
    ).rows[0]!.n;

  const change = (name: string, id: number, remove: boolean, now: Date, maxEntries: number, keep: number) =>
    inTransaction(async (client): Promise<EntryChangeResult> => {
      const roomId = await lockRoom(client, name);
      if (roomId === undefined) return { ok: false, error: 'not_found' };
      const entry = (
        await client.query<{ removed_at: Date | null; value: string }>(
          'SELECT removed_at, value FROM entries WHERE id = $1 AND room_id = $2',
          [id, roomId],
        )
      ).rows[0];
      if (!entry) return { ok: false, error: 'not_found' };
      const count = await liveCount(client, roomId);
      if (remove === (entry.removed_at !== null)) return { ok: true, count, changed: false };
      // Past its keeping an entry is gone for good, whether or not the sweep has deleted its row yet.
      if (!remove && entry.removed_at! < removedKeptSince(now)) return { ok: false, error: 'not_found' };
      if (!remove) {
        // Putting back a text the room has again makes no duplicate: the live one stays, this one stays out. The
        // room row lock orders this with imports and other restores, so two of them never both put the text back.
        const live = (
          await client.query<{ id: number }>(
            'SELECT id FROM entries WHERE room_id = $1 AND removed_at IS NULL AND value = $2 ORDER BY id LIMIT 1',
            [roomId, entry.value],
          )
        ).rows[0];
        if (live) return { ok: true, count, changed: false, mergedInto: live.id };
        if (count >= maxEntries) return { ok: false, error: 'room_full' };
      }
      // Scoped by room as well: a change never reaches another room's entry, whatever id it is given.
      await client.query('UPDATE entries SET removed_at = $1 WHERE id = $2 AND room_id = $3', [
        remove ? now : null,
        id,
        roomId,
      ]);
      // Recently removed is a bounded quota of its own: past `keep` removed entries, the oldest go for good.
      if (remove)
        await client.query(
          `DELETE FROM entries WHERE id IN (
             SELECT id FROM entries WHERE room_id = $1 AND removed_at IS NOT NULL
             ORDER BY removed_at DESC, id DESC OFFSET $2)`,
          [roomId, keep],
        );
      // Removing is not a use: a room kept alive by removals alone would keep its removed rows forever.
      if (!remove) await client.query(markRoomUsedSql(postgres, 'id'), markRoomUsedParams(postgres, now, roomId));
      return { ok: true, count: remove ? count - 1 : count + 1, changed: true };
    });

  const liveValues = async (client: pg.PoolClient, roomId: number) =>
    (
      await client.query<{ value: string }>('SELECT value FROM entries WHERE room_id = $1 AND removed_at IS NULL', [
        roomId,
      ])
    ).rows.map((row) => row.value);

  return {
    addFromCandidates: (name, candidates, count, now, maxEntries) =>
      inTransaction(async (client): Promise<AddEntriesResult> => {
        // The room row lock serialises this with every other add to the room, also across processes.
        const roomId = await lockRoom(client, name);
        if (roomId === undefined) return { ok: false, error: 'not_found' };
        const live = await liveValues(client, roomId);
        const players = (
          await client.query<{ n: number }>('SELECT count(*) AS n FROM players WHERE room_id = $1', [roomId])
        ).rows[0]!.n;
        // Removed entries are a quota of their own (REMOVED_KEEP_MAX): only live ones fill the room.
        const space = Math.max(0, maxEntries - live.length);
        const picked = pickNew(candidates, { existing: live, players, count: Math.min(count, space) });
        if (picked.length > 0) return addEntries(client, name, picked, now, maxEntries);
        const left = space === 0 && pickNew(candidates, { existing: live, players, count: 1 }).length > 0;
        return left ? { ok: false, error: 'room_full' } : { ok: true, entries: [], count: live.length };
      }),
    removeEntry: (name, id, now, keep = REMOVED_KEEP_MAX) => change(name, id, true, now, Number.MAX_SAFE_INTEGER, keep),
    restoreEntry: (name, id, now, maxEntries) => change(name, id, false, now, maxEntries, REMOVED_KEEP_MAX),
    importEntries: (name, values, now, maxEntries) =>
      inTransaction(async (client) => {
        const roomId = await lockRoom(client, name);
        if (roomId === undefined) return { ok: false, error: 'not_found' };
        const existing = await client.query<{ value: string }>(
          'SELECT value FROM entries WHERE room_id = $1 AND removed_at IS NULL',
          [roomId],
        );
        const { fresh, duplicates } = withoutDuplicates(
          values,
          existing.rows.map((row) => row.value),
        );
        // The room row is already locked by this transaction; addEntries takes the same lock again.
        const added = await addEntries(client, name, fresh, now, maxEntries);
        return added.ok ? { ...added, duplicates } : added;
      }),
  };
}
