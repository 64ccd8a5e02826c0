// The rounds section of the SQLite store: one immediate transaction per write, compared on the round's version.
import type Database from 'better-sqlite3';
import { roomUseMarker } from './sqlite-dialect';
import { parseRoundState, type RoundStore, type RoundWriteResult } from './rounds-store';
import type { KeptRound } from '@skal/shared/kept-round';

export function sqliteRoundStore(db: Database.Database): RoundStore {
  const roomId = db.prepare<[string], { id: number }>('SELECT id FROM rooms WHERE name = ?');
  const read = db.prepare<[string], { version: number; state: string }>(
    'SELECT r.version, r.state FROM rounds r JOIN rooms m ON m.id = r.room_id WHERE m.name = ?',
  );
  const versionOf = db.prepare<[number], { version: number }>('SELECT version FROM rounds WHERE room_id = ?');
  const upsert = db.prepare<[number, number, string, number]>(
    `INSERT INTO rounds (room_id, version, state, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (room_id) DO UPDATE SET version = excluded.version, state = excluded.state, updated_at = excluded.updated_at`,
  );
  const drop = db.prepare<[number]>('DELETE FROM rounds WHERE room_id = ?');
  const markUsed = roomUseMarker(db, 'id');

  const put = db.transaction(
    (roomName: string, state: string, expected: number | null, now: number): RoundWriteResult => {
      const room = roomId.get(roomName);
      if (!room) return 'not_found';
      const current = versionOf.get(room.id)?.version ?? null;
      if (current !== expected) return 'conflict';
      upsert.run(room.id, (current ?? 0) + 1, state, now);
      markUsed(new Date(now), room.id);
      return 'written';
    },
  );

  const remove = db.transaction((roomName: string, expected: number): RoundWriteResult => {
    const room = roomId.get(roomName);
    if (!room) return 'not_found';
    if (versionOf.get(room.id)?.version !== expected) return 'conflict';
    drop.run(room.id);
    return 'written';
  });

  return {
    async get(roomName) {
      const row = read.get(roomName);
      const round = row && parseRoundState(row.state);
      return row && round ? { round, version: row.version } : null;
    },
    async put(roomName, round: KeptRound, expected, now) {
      return put.immediate(roomName, JSON.stringify(round), expected, now.getTime());
    },
    async remove(roomName, expected) {
      return remove.immediate(roomName, expected);
    },
  };
}
