// Which failures are storage being away, and the store as the server uses it: such a failure becomes
// StorageUnavailable and is reported to the fault log; an answer says storage is back; other errors pass as they are.
import { describe, expect, it } from 'vitest';
import type { Store } from '../store/store';
import { createFaultLog } from './fault-log';
import { guardStore, isStorageUnreachable, StorageUnavailable } from './storage-guard';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('storage away', () => {
  it('is a refused or broken connection, PostgreSQL stopping or starting, or a pool that cannot connect', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ]) {
      expect(isStorageUnreachable(error), error.message).toBe(true);
    }
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('password authentication failed for user "skal"', '28P01'),
      new TypeError('x is undefined'),
      'ECONNREFUSED',
    ]) {
      expect(isStorageUnreachable(error)).toBe(false);
    }
  });

  it('turns such a failure of any method, a section’s too, into StorageUnavailable, and reports it and the return', async () => {
    const messages: string[] = [];
    const faults = createFaultLog(
      { warn: (_f, m) => messages.push(m), info: (_f, m) => messages.push(m) },
      { quietMs: 0 },
    );
    let up = false;
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    const store = {
      kind: 'postgres',
      countEntries: async () => {
        if (!up) throw refused;
        return 3;
      },
      players: { list: async () => (up ? [] : Promise.reject(refused)) },
      getRoom: async () => {
        throw new TypeError('a bug');
      },
    } as unknown as Store;
    const guarded = guardStore(store, faults);
    expect(guarded.kind).toBe('postgres');
    await expect(guarded.countEntries('fest')).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(guarded.players.list('fest')).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(guarded.getRoom('fest')).rejects.toBeInstanceOf(TypeError);
    expect(faults.failing('storage')).toBe(true);
    up = true;
    expect(await guarded.countEntries('fest')).toBe(3);
    expect(faults.failing('storage')).toBe(false);
    expect(messages).toEqual([
      expect.stringMatching(/^storage unavailable: connect ECONNREFUSED/u),
      expect.stringMatching(/^storage is back after/u),
    ]);
    faults.stop();
  });
});
