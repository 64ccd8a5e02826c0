// Target (b): a bare Socket.IO server doing the least the bench workload needs: rooms, in-memory counts, ack, broadcast.
import http from 'node:http';
import { Server } from 'socket.io';
import { serveTarget } from './target-child.mjs';

await serveTarget('bare', async () => {
  const httpServer = http.createServer();
  const io = new Server(httpServer, { serveClient: false });
  /** @type {Map<string, number>} entry count per room */
  const counts = new Map();

  io.on('connection', (socket) => {
    socket.on('new room', (name, ack) => {
      if (counts.has(name)) return reply(ack, { ok: false, error: 'taken' });
      counts.set(name, 0);
      socket.join(name);
      reply(ack, { ok: true, count: 0 });
    });
    socket.on('join room', (name, ack) => {
      const count = counts.get(name);
      if (count === undefined) return reply(ack, { ok: false, error: 'not_found' });
      socket.join(name);
      socket.emit('numPrompts', count);
      reply(ack, { ok: true, count });
    });
    socket.on('leave room', (name, ack) => {
      socket.leave(name);
      reply(ack, { ok: true });
    });
    socket.on('chat message', (message, ack) => {
      const name = message?.roomName;
      const count = counts.get(name);
      if (count === undefined) return reply(ack, { ok: false, error: 'not_found' });
      counts.set(name, count + 1);
      io.to(name).emit('numPrompts', count + 1);
      reply(ack, { ok: true, count: count + 1 });
    });
  });

  await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const address = /** @type {import('node:net').AddressInfo} */ (httpServer.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    storage: 'in-memory counts',
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
});

function reply(ack, value) {
  if (typeof ack === 'function') ack(value);
}
