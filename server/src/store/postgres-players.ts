// The players section of the PostgreSQL store: the room row lock serialises changes to one room's players
// across processes, so the limit holds; the unique key refuses a name twice.
import type pg from 'pg';
import { choicesOf, type ChoiceResult, type ChoiceRow, type PlayerStore, type PlayersResult } from './players-store';
import { inTransaction } from './postgres-transaction';
import { postgres } from './postgres-dialect';
import { markRoomUsedParams, markRoomUsedSql } from './sql';

export function postgresPlayerStore(pool: pg.Pool): PlayerStore {
  /** Runs `work` with the room row locked; `not_found` when there is no such room. */
  const withRoom = <R extends PlayersResult | ChoiceResult>(
    roomName: string,
    now: Date,
    work: (client: pg.PoolClient, roomId: number) => Promise<R>,
  ): Promise<R | { ok: false; error: 'not_found' }> =>
    inTransaction(
      pool,
      async (client) => {
        const room = await client.query<{ id: number }>('SELECT id FROM rooms WHERE name = $1 FOR UPDATE', [roomName]);
        const roomId = room.rows[0]?.id;
        if (roomId === undefined) return { ok: false as const, error: 'not_found' as const };
        await client.query(markRoomUsedSql(postgres, 'id'), markRoomUsedParams(postgres, now, roomId));
        return work(client, roomId);
      },
      // A refused add changes nothing, not even the room's last use.
      (result) => result.ok,
    );

  const names = async (client: pg.PoolClient | pg.Pool, roomId: number): Promise<string[]> =>
    (
      await client.query<{ name: string }>('SELECT name FROM players WHERE room_id = $1 ORDER BY id', [roomId])
    ).rows.map((row) => row.name);

  const choiceRows = async (client: pg.PoolClient | pg.Pool, roomId: number) =>
    (
      await client.query<ChoiceRow>(
        'SELECT name, name_key, not_drinking, taken, partner_key FROM players WHERE room_id = $1 ORDER BY id',
        [roomId],
      )
    ).rows;

  return {
    async choices(roomName) {
      const room = await pool.query<{ id: number }>('SELECT id FROM rooms WHERE name = $1', [roomName]);
      const roomId = room.rows[0]?.id;
      return roomId === undefined ? null : choicesOf(await choiceRows(pool, roomId));
    },
    async choose(roomName, key, change, now) {
      return withRoom(roomName, now, async (client, roomId): Promise<ChoiceResult> => {
        const current = await client.query<ChoiceRow>(
          'SELECT name, name_key, not_drinking, taken, partner_key FROM players WHERE room_id = $1 AND name_key = $2',
          [roomId, key],
        );
        const row = current.rows[0];
        if (!row) return { ok: false, error: 'no_player' };
        if (change.partnerKey) {
          const partner = await client.query('SELECT 1 FROM players WHERE room_id = $1 AND name_key = $2', [
            roomId,
            change.partnerKey,
          ]);
          if (partner.rowCount === 0) return { ok: false, error: 'no_player' };
        }
        const taken = change.taken ?? Boolean(row.taken);
        const partnerKey = change.partnerKey === undefined ? row.partner_key : change.partnerKey;
        await client.query(
          'UPDATE players SET not_drinking = $1, taken = $2, partner_key = $3 WHERE room_id = $4 AND name_key = $5',
          [change.notDrinking ?? Boolean(row.not_drinking), taken, taken ? partnerKey : null, roomId, key],
        );
        return { ok: true, choices: choicesOf(await choiceRows(client, roomId)) };
      });
    },
    async list(roomName) {
      const room = await pool.query<{ id: number }>('SELECT id FROM rooms WHERE name = $1', [roomName]);
      const roomId = room.rows[0]?.id;
      return roomId === undefined ? null : names(pool, roomId);
    },
    async add(roomName, name, key, now, maxPlayers) {
      return withRoom(roomName, now, async (client, roomId) => {
        const before = await names(client, roomId);
        if (before.length >= maxPlayers) return { ok: false, error: 'room_full' };
        const inserted = await client.query(
          'INSERT INTO players (room_id, name, name_key) VALUES ($1, $2, $3) ON CONFLICT (room_id, name_key) DO NOTHING',
          [roomId, name, key],
        );
        if (inserted.rowCount === 0) return { ok: false, error: 'taken' };
        return { ok: true, players: [...before, name] };
      });
    },
    async remove(roomName, key, name, now) {
      return withRoom(roomName, now, async (client, roomId) => {
        await client.query('DELETE FROM players WHERE room_id = $1 AND (name_key = $2 OR name = $3)', [
          roomId,
          key,
          name,
        ]);
        return { ok: true, players: await names(client, roomId) };
      });
    },
  };
}
