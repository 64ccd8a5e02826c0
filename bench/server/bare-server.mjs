// Target (b): a bare Socket.IO server doing the least the bench workload needs: rooms, in-memory entries, ack, the
// count broadcast, the presence broadcast on join and leave, and the room GET the probes make (probes.mjs).
// With --durable (the durable bare target) it also does the least a durable ack needs: each new room and each add
// is written to a log on disk with group commit (durable-log.mjs), and acknowledged once its write is synced.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Server } from 'socket.io';
import { fileSystemOf } from './disk.mjs';
import { openDurableLog } from './durable-log.mjs';
import { serveTarget } from './target-child.mjs';

const durable = process.argv.includes('--durable');

await serveTarget(durable ? 'bare-durable' : 'bare', async () => {
  /** @type {Map<string, { createdAt: string, entries: { id: number, value: string }[] }>} */
  const rooms = new Map();
  const dataDir = durable
    ? fs.mkdtempSync(path.join(process.env.BENCH_DATA_DIR || os.tmpdir(), 'skal-bench-bare-'))
    : null;
  const log = dataDir ? openDurableLog(dataDir) : null;
  /** Resolves once `record` is on disk (durable), at once otherwise. */
  const persist = (record) => (log ? log.append(JSON.stringify(record)) : Promise.resolve());
  let nextId = 1;
  const httpServer = http.createServer((request, response) => {
    const name = /^\/api\/([^/?]+)$/u.exec(request.url ?? '')?.[1];
    const room = name === undefined ? undefined : rooms.get(decodeURIComponent(name));
    response.writeHead(room ? 200 : 404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        room ? [{ name: decodeURIComponent(name), createdAt: room.createdAt }, room.entries, false, []] : {},
      ),
    );
  });
  const io = new Server(httpServer, { serveClient: false });
  const presence = (name) => io.to(name).emit('presence', { phones: io.sockets.adapter.rooms.get(name)?.size ?? 0 });

  io.on('connection', (socket) => {
    socket.on('new room', (name, ack) => {
      if (rooms.has(name)) return reply(ack, { ok: false, error: 'taken' });
      const room = { createdAt: new Date().toISOString(), entries: [] };
      rooms.set(name, room);
      persist({ room: name, createdAt: room.createdAt }).then(() => {
        socket.join(name);
        presence(name);
        reply(ack, { ok: true, count: 0 });
      }, failed(ack));
    });
    socket.on('join room', (name, ack) => {
      const room = rooms.get(name);
      if (!room) return reply(ack, { ok: false, error: 'not_found' });
      socket.join(name);
      socket.emit('numPrompts', room.entries.length);
      presence(name);
      reply(ack, { ok: true, count: room.entries.length });
    });
    socket.on('leave room', (name, ack) => {
      socket.leave(name);
      presence(name);
      reply(ack, { ok: true });
    });
    socket.on('chat message', (message, ack) => {
      const name = message?.roomName;
      const room = rooms.get(name);
      if (!room) return reply(ack, { ok: false, error: 'not_found' });
      const entry = { id: nextId++, value: String(message.text) };
      room.entries.push(entry);
      const count = room.entries.length;
      persist({ room: name, ...entry }).then(() => {
        io.to(name).emit('numPrompts', count);
        reply(ack, { ok: true, count });
      }, failed(ack));
    });
  });

  await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const address = /** @type {import('node:net').AddressInfo} */ (httpServer.address());
  const disk = dataDir ? fileSystemOf(dataDir) : null;
  return {
    url: `http://127.0.0.1:${address.port}`,
    storage: dataDir ? `in-memory rooms, a durable log in ${dataDir}${disk ? ` (${disk})` : ''}` : 'in-memory rooms',
    durableWrites: log ? () => log.writes() : undefined,
    async close() {
      await new Promise((resolve) => io.close(() => resolve()));
      log?.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

function reply(ack, value) {
  if (typeof ack === 'function') ack(value);
}

const failed = (ack) => () => reply(ack, { ok: false, error: 'unavailable' });
