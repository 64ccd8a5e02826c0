// The rounds section of the PostgreSQL store: the room row lock serialises writes to one room's round across
// processes, and each write is compared on the round's version.
import type pg from 'pg';
import type { KeptRound } from '@skal/shared/kept-round';
import { parseRoundState, type RoundStore, type RoundWriteResult } from './rounds-store';
import { inTransaction } from './postgres-transaction';
import { postgres } from './postgres-dialect';
import { markRoomUsedParams, markRoomUsedSql } from './sql';

export function postgresRoundStore(pool: pg.Pool): RoundStore {
  /** Runs `work` with the room row locked and its round's version; `not_found` when there is no such room. */
  const withRoom = (
    roomName: string,
    work: (client: pg.PoolClient, roomId: number, version: number | null) => Promise<RoundWriteResult>,
  ): Promise<RoundWriteResult> =>
    inTransaction(
      pool,
      async (client) => {
        const room = await client.query<{ id: number }>('SELECT id FROM rooms WHERE name = $1 FOR UPDATE', [roomName]);
        const roomId = room.rows[0]?.id;
        if (roomId === undefined) return 'not_found' as const;
        const round = await client.query<{ version: number }>('SELECT version FROM rounds WHERE room_id = $1', [
          roomId,
        ]);
        return work(client, roomId, round.rows[0]?.version ?? null);
      },
      (result) => result === 'written',
    );

  return {
    async get(roomName) {
      const result = await pool.query<{ version: number; state: string }>(
        'SELECT r.version, r.state FROM rounds r JOIN rooms m ON m.id = r.room_id WHERE m.name = $1',
        [roomName],
      );
      const row = result.rows[0];
      const round = row && parseRoundState(row.state);
      return row && round ? { round, version: Number(row.version) } : null;
    },
    async put(roomName, round: KeptRound, expected, now) {
      return withRoom(roomName, async (client, roomId, version) => {
        if (version !== expected) return 'conflict';
        await client.query(
          `INSERT INTO rounds (room_id, version, state, updated_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (room_id) DO UPDATE SET version = excluded.version, state = excluded.state,
             updated_at = excluded.updated_at`,
          [roomId, (version ?? 0) + 1, JSON.stringify(round), now],
        );
        await client.query(markRoomUsedSql(postgres, 'id'), markRoomUsedParams(postgres, now, roomId));
        return 'written';
      });
    },
    async remove(roomName, expected) {
      return withRoom(roomName, async (client, roomId, version) => {
        if (version !== expected) return 'conflict';
        await client.query('DELETE FROM rounds WHERE room_id = $1', [roomId]);
        return 'written';
      });
    },
  };
}
