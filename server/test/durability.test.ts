// Acknowledged means on disk, and the disk never holds up the event loop: traced with strace on the
// built server, and a SIGKILL in the middle of a flood of adds loses no acknowledged entry.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, request, tempDir, type Client } from './helpers';
import { serverDir, spawnBuilt, type Spawned } from './processes';

const alive: Spawned[] = [];
afterEach(async () => {
  for (const server of alive.splice(0)) {
    // The server's own pid too: killing strace would leave its tracee running.
    for (const pid of [server.line.pid as number, server.child.pid!]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await server.exited;
  }
});

beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
});

const LOOSE_LIMITS = { RATE_LIMIT_SOCKET: '1000000', RATE_LIMIT_ADDRESS: '1000000' };

async function start(dataDir: string, wrapper: string[] = []): Promise<Spawned & { url: string; pid: number }> {
  const server = await spawnBuilt(
    'main.js',
    { PORT: '0', DATA_DIR: dataDir, ...LOOSE_LIMITS },
    'Skål serving on',
    wrapper,
  );
  alive.push(server);
  return { ...server, url: server.line.url as string, pid: server.line.pid as number };
}

/** The SQLite database's WAL sync calls, as strace -y prints them. */
const WAL_SYNC = /^(\d+) +(?:fsync|fdatasync)\(\d+<[^>]*skal\.db-wal>\)?(?: <unfinished \.\.\.>| += 0)/u;
const RESUMED_SYNC = /^(\d+) +<\.\.\. (?:fsync|fdatasync) resumed>\) += 0/u;
/** A write of the WAL (SQLite writes its frames with pwrite64). */
const WAL_WRITE = /^\d+ +(?:pwrite64|write|writev)\(\d+<[^>]*skal\.db-wal>/u;

describe('durable acknowledgements', () => {
  it('syncs the WAL to disk before each of 30 sequential adds is acknowledged, and never on the main thread', async () => {
    if (spawnSync('strace', ['-V'], { stdio: 'ignore' }).status !== 0) {
      throw new Error('strace is missing: apt-get install strace (npm test installs it as root)');
    }
    const dataDir = tempDir();
    const trace = path.join(tempDir('skal-trace-'), 'trace.txt');
    const strace = [
      'strace',
      '-f',
      '-y',
      '-s',
      '256',
      '-o',
      trace,
      '-e',
      'trace=fsync,fdatasync,write,writev,sendto,pread64,pwrite64',
    ];
    const server = await start(dataDir, strace);
    const phone = await connectClient(server.url);
    await request(phone, 'new room', 'fest');
    for (let i = 1; i <= 30; i += 1) {
      expect(await request(phone, 'chat message', { roomName: 'fest', text: `nr ${i}` })).toEqual({
        ok: true,
        count: i,
      });
    }
    // Reads too (a join counts entries, a room GET lists them): they must not touch the disk on the main thread.
    const other = await connectClient(server.url);
    expect(await request(other, 'join room', 'fest')).toEqual({ ok: true, count: 30 });
    expect(((await (await fetch(`${server.url}/api/fest`)).json()) as unknown[])[1]).toHaveLength(30);
    other.disconnect();
    phone.disconnect();
    process.kill(server.pid, 'SIGTERM'); // the server itself: strace ends when its tracee has
    await server.exited;

    // Line by line, in the order strace saw the calls: a sync starts on its call's line and counts once it has
    // returned (that same line, or the "resumed" half of one that another thread's call interrupted).
    const lines = fs.readFileSync(trace, 'utf8').split('\n');
    const syncing = new Map<string, number>();
    const syncs: { start: number; done: number; thread: number }[] = [];
    lines.forEach((line, index) => {
      const sync = WAL_SYNC.exec(line);
      if (sync?.[0].endsWith('<unfinished ...>')) syncing.set(sync[1]!, index);
      else if (sync) syncs.push({ start: index, done: index, thread: Number(sync[1]) });
      const resumed = RESUMED_SYNC.exec(line);
      const start = resumed ? syncing.get(resumed[1]!) : undefined;
      if (resumed && start !== undefined) {
        syncing.delete(resumed[1]!);
        syncs.push({ start, done: index, thread: Number(resumed[1]) });
      }
    });
    const ackAt = (count: number) =>
      lines.findIndex((line) => line.includes('socket:') && line.includes(`\\"ok\\":true,\\"count\\":${count}}]`));
    const walWrites = lines.flatMap((line, index) => (WAL_WRITE.test(line) ? [index] : []));

    let previousAck = ackAt(0);
    expect(previousAck).toBeGreaterThan(0);
    for (let count = 1; count <= 30; count += 1) {
      const ack = ackAt(count);
      expect(ack, `ack ${count} traced`).toBeGreaterThan(previousAck);
      // The add's commit: the WAL writes since the last ack. A sync counts only if it started after them
      // (one that was already running when they were written need not have carried them to disk).
      const committed = walWrites.filter((line) => line > previousAck && line < ack).at(-1);
      expect(committed, `the commit of add ${count} writes the WAL`).toBeDefined();
      const covering = syncs.filter((sync) => sync.start > committed! && sync.done < ack);
      expect(covering.length, `WAL syncs after the commit of add ${count} and before its ack`).toBeGreaterThanOrEqual(
        1,
      );
      previousAck = ack;
    }
    // The main thread's id is the process id: not one WAL sync ran there, nor any read or write of the database.
    expect(syncs.filter((sync) => sync.thread === server.pid)).toEqual([]);
    const mainThreadDatabaseIo = lines.filter(
      (line) =>
        line.startsWith(`${server.pid} `) &&
        /^\d+ +(?:pread64|pwrite64|fsync|fdatasync)\(\d+<[^>]*skal\.db/u.test(line),
    );
    expect(mainThreadDatabaseIo).toEqual([]);
    // ...while the trace does see the database read, by the other threads.
    expect(lines.some((line) => /^\d+ +pread64\(\d+<[^>]*skal\.db/u.test(line))).toBe(true);
  });

  it('keeps every acknowledged entry, in order, when killed during a flood of adds from 50 sockets', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    const rooms = ['en', 'to', 'tre', 'fire', 'fem'];
    const host = await connectClient(first.url);
    for (const room of rooms) await request(host, 'new room', room);
    host.disconnect();

    const acked: { room: string; text: string; count: number }[] = [];
    let killed = false;
    const phones: Client[] = await Promise.all(Array.from({ length: 50 }, () => connectClient(first.url)));
    const floods = phones.map(async (phone, i) => {
      const room = rooms[i % rooms.length]!;
      for (let n = 0; !killed; n += 1) {
        const text = `telefon ${i} nr ${n}`;
        const reply = (await request(phone, 'chat message', { roomName: room, text }).catch(() => null)) as {
          ok: boolean;
          count: number;
        } | null;
        if (!reply) return; // the server is gone
        expect(reply.ok).toBe(true);
        acked.push({ room, text, count: reply.count });
        if (acked.length === 400) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(floods);
    await first.exited;
    for (const phone of phones) phone.disconnect();

    const second = await start(dataDir);
    for (const room of rooms) {
      const [, entries] = (await (await fetch(`${second.url}/api/${room}`)).json()) as [unknown, { value: string }[]];
      const ackedHere = acked.filter((entry) => entry.room === room);
      expect(ackedHere.length).toBeGreaterThan(0);
      // The ack's count is the entry's place in the room: every acknowledged entry is there, in its place.
      for (const entry of ackedHere) expect(entries[entry.count - 1]?.value).toBe(entry.text);
    }
  });
});
