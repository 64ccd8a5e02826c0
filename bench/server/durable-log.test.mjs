import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDurableLog } from './durable-log.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the durable bare target’s log', () => {
  it('writes records that arrive during a write as one batch, in order, each resolved once written', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-durable-log-'));
    dirs.push(dir);
    const log = openDurableLog(dir);
    const records = Array.from({ length: 100 }, (_, i) => `record ${i}`);
    await Promise.all(records.map((record) => log.append(record)));
    // The first record goes out alone; the 99 that came while it was being written form the second batch.
    expect(log.writes()).toBe(2);
    log.close();
    const head = fs.readFileSync(path.join(dir, 'journal.log')).subarray(0, 2000).toString('utf8');
    expect(head.startsWith(`${records.join('\n')}\n\0`)).toBe(true);
  });
});
