// The players section of the SQLite store: one immediate transaction per change, so the limit holds.
import type Database from 'better-sqlite3';
import { roomUseMarker } from './sqlite-dialect';
import {
  choicesOf,
  type ChoiceChange,
  type ChoiceResult,
  type ChoiceRow,
  type PlayerStore,
  type PlayersResult,
} from './players-store';

export function sqlitePlayerStore(db: Database.Database): PlayerStore {
  const roomId = db.prepare<[string], { id: number }>('SELECT id FROM rooms WHERE name = ?');
  const namesOf = db.prepare<[number], { name: string }>('SELECT name FROM players WHERE room_id = ? ORDER BY id');
  const insert = db.prepare<[number, string, string]>(
    'INSERT INTO players (room_id, name, name_key) VALUES (?, ?, ?) ON CONFLICT (room_id, name_key) DO NOTHING',
  );
  const drop = db.prepare<[number, string, string]>(
    'DELETE FROM players WHERE room_id = ? AND (name_key = ? OR name = ?)',
  );
  const choiceRows = db.prepare<[number], ChoiceRow>(
    'SELECT name, name_key, not_drinking, taken, partner_key FROM players WHERE room_id = ? ORDER BY id',
  );
  const hasKey = db.prepare<[number, string], { id: number }>(
    'SELECT id FROM players WHERE room_id = ? AND name_key = ?',
  );
  const choiceOf = db.prepare<[number, string], ChoiceRow>(
    'SELECT name, name_key, not_drinking, taken, partner_key FROM players WHERE room_id = ? AND name_key = ?',
  );
  const setChoice = db.prepare<[number, number, string | null, number, string]>(
    'UPDATE players SET not_drinking = ?, taken = ?, partner_key = ? WHERE room_id = ? AND name_key = ?',
  );
  const markUsed = roomUseMarker(db, 'id');
  const names = (id: number) => namesOf.all(id).map((row) => row.name);

  const add = db.transaction(
    (roomName: string, name: string, key: string, now: number, maxPlayers: number): PlayersResult => {
      const room = roomId.get(roomName);
      if (!room) return { ok: false, error: 'not_found' };
      const before = names(room.id);
      if (before.length >= maxPlayers) return { ok: false, error: 'room_full' };
      if (insert.run(room.id, name, key).changes === 0) return { ok: false, error: 'taken' };
      markUsed(new Date(now), room.id);
      return { ok: true, players: [...before, name] };
    },
  );

  const remove = db.transaction((roomName: string, key: string, name: string, now: number): PlayersResult => {
    const room = roomId.get(roomName);
    if (!room) return { ok: false, error: 'not_found' };
    drop.run(room.id, key, name);
    markUsed(new Date(now), room.id);
    return { ok: true, players: names(room.id) };
  });

  const choose = db.transaction((roomName: string, key: string, change: ChoiceChange, now: number): ChoiceResult => {
    const room = roomId.get(roomName);
    if (!room) return { ok: false, error: 'not_found' };
    const current = choiceOf.get(room.id, key);
    if (!current) return { ok: false, error: 'no_player' };
    const partnerKey = change.partnerKey === undefined ? current.partner_key : change.partnerKey;
    if (change.partnerKey && !hasKey.get(room.id, change.partnerKey)) return { ok: false, error: 'no_player' };
    const notDrinking = change.notDrinking ?? Boolean(current.not_drinking);
    const taken = change.taken ?? Boolean(current.taken);
    setChoice.run(notDrinking ? 1 : 0, taken ? 1 : 0, taken ? partnerKey : null, room.id, key);
    markUsed(new Date(now), room.id);
    return { ok: true, choices: choicesOf(choiceRows.all(room.id)) };
  });

  return {
    async choices(roomName) {
      const room = roomId.get(roomName);
      return room ? choicesOf(choiceRows.all(room.id)) : null;
    },
    async choose(roomName, key, change, now) {
      return choose.immediate(roomName, key, change, now.getTime());
    },
    async list(roomName) {
      const room = roomId.get(roomName);
      return room ? names(room.id) : null;
    },
    async add(roomName, name, key, now, maxPlayers) {
      return add.immediate(roomName, name, key, now.getTime(), maxPlayers);
    },
    async remove(roomName, key, name, now) {
      return remove.immediate(roomName, key, name, now.getTime());
    },
  };
}
