// Target (b): a bare Socket.IO server doing the least the bench workload needs: rooms, in-memory entries, ack, the
// count broadcast, the presence broadcast on join and leave, and the room GET the probes make (probes.mjs).
import http from 'node:http';
import { Server } from 'socket.io';
import { serveTarget } from './target-child.mjs';

await serveTarget('bare', async () => {
  /** @type {Map<string, { createdAt: string, entries: { id: number, value: string }[] }>} */
  const rooms = new Map();
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
      rooms.set(name, { createdAt: new Date().toISOString(), entries: [] });
      socket.join(name);
      presence(name);
      reply(ack, { ok: true, count: 0 });
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
      room.entries.push({ id: nextId++, value: String(message.text) });
      const count = room.entries.length;
      io.to(name).emit('numPrompts', count);
      reply(ack, { ok: true, count });
    });
  });

  await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const address = /** @type {import('node:net').AddressInfo} */ (httpServer.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    storage: 'in-memory rooms',
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
});

function reply(ack, value) {
  if (typeof ack === 'function') ack(value);
}
