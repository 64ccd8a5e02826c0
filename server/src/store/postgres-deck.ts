// Removing, restoring and importing entries on PostgreSQL: the room row lock serialises them with adds,
// also across processes.
import type pg from 'pg';
import type { AddEntriesResult, EntryChangeResult, NewEntry, Store } from './store';
import { withoutDuplicates } from './sqlite-deck';
import { postgres } from './postgres-dialect';
import { markRoomUsedParams, markRoomUsedSql } from './sql';

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
): Pick<Store, 'removeEntry' | 'restoreEntry' | 'importEntries'> {
  const lockRoom = async (client: pg.PoolClient, name: string) =>
    (await client.query<{ id: number }>('SELECT id FROM rooms WHERE name = $1 FOR UPDATE', [name])).rows[0]?.id;
  const liveCount = async (client: pg.PoolClient, roomId: number) =>
    (
      await client.query<{ n: number }>('SELECT count(*) AS n FROM entries WHERE room_id = $1 AND removed_at IS NULL', [
        roomId,
      ])
    ).rows[0]!.n;

  const change = (name: string, id: number, remove: boolean, now: Date, maxEntries: number) =>
    inTransaction(async (client): Promise<EntryChangeResult> => {
      const roomId = await lockRoom(client, name);
      if (roomId === undefined) return { ok: false, error: 'not_found' };
      const entry = (
        await client.query<{ removed_at: Date | null }>(
          'SELECT removed_at FROM entries WHERE id = $1 AND room_id = $2',
          [id, roomId],
        )
      ).rows[0];
      if (!entry) return { ok: false, error: 'not_found' };
      const count = await liveCount(client, roomId);
      if (remove === (entry.removed_at !== null)) return { ok: true, count, changed: false };
      if (!remove && count >= maxEntries) return { ok: false, error: 'room_full' };
      await client.query('UPDATE entries SET removed_at = $1 WHERE id = $2', [remove ? now : null, id]);
      await client.query(markRoomUsedSql(postgres, 'id'), markRoomUsedParams(postgres, now, roomId));
      return { ok: true, count: remove ? count - 1 : count + 1, changed: true };
    });

  return {
    removeEntry: (name, id, now) => change(name, id, true, now, Number.MAX_SAFE_INTEGER),
    restoreEntry: (name, id, now, maxEntries) => change(name, id, false, now, maxEntries),
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
