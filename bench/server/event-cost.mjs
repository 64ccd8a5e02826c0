// The server's CPU time per socket event, by kind: what the rate limits' event costs are set from
// (server/src/sockets/event-costs.ts, docs/security.md "Busy rooms and heavy events").
//
//   npm run build -w server && node bench/server/event-cost.mjs [events per kind, default 1000]
//
// The server runs in a child process (cpu-server.mjs: SQLite on a temp folder, limits lifted) and reports its
// own CPU time (every thread, the SQLite writer and readers too); this process sends each kind of
// event in turn, several at a time, and prints the server's CPU per event, and per event against `chat message`. On a
// busy machine the figures drift together; the ratios are what the costs follow.
import { io } from 'socket.io-client';
import { startCpuServer } from './cpu-server.mjs';

const perKind = Number(process.argv[2] ?? 1000);
const WARM_UP = 20;
const IN_FLIGHT = 20;

{
  const server = await startCpuServer();
  const { url, cpu } = server;
  // One phone per event in flight (a phone's own events run one after another).
  const phones = await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      const phone = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
      await new Promise((resolve) => phone.once('connect', resolve));
      return phone;
    }),
  );
  let lane = 0;
  const ask = (event, ...args) => phones[lane].timeout(60_000).emitWithAck(event, ...args);

  let rooms = 0;
  const freshRoom = async (entries = 0) => {
    const name = `kost ${(rooms += 1)}`;
    await ask('new room', name);
    // About 13 KB a message, under the 16 KiB a socket message may take.
    for (let at = 0; at < entries; at += 100) {
      const texts = Array.from({ length: Math.min(100, entries - at) }, (_, i) => `Fyll ${at + i} ${'x'.repeat(100)}`);
      await ask('import entries', { roomName: name, texts });
    }
    return name;
  };
  const texts = (count, length, tag) =>
    Array.from({ length: count }, (_, i) => `${tag} ${i} ${'a'.repeat(length)}`.slice(0, length));
  const bytes = (list) => Buffer.byteLength(JSON.stringify(list));

  // Each kind: a set-up (not measured), then `perKind` events, each given its index.
  const kinds = [
    {
      name: 'chat message',
      setup: () => freshRoom(),
      send: (room, i) => ask('chat message', { roomName: room, text: `Skål for nummer ${i}, alle drikker` }),
    },
    {
      name: 'join room (24 players, 1,000 entries)',
      setup: async () => {
        const room = await freshRoom(1000);
        for (let p = 0; p < 24; p++) await ask('add player', { roomName: room, name: `Spiller nummer ${p}` });
        return room;
      },
      send: (room) => ask('join room', room),
    },
    { name: 'leave room', setup: () => freshRoom(), send: (room) => ask('leave room', room) },
    {
      name: 'now showing (280 characters)',
      setup: async () => {
        const room = await freshRoom();
        await ask('join room', room);
        return room;
      },
      send: (room, i) => ask('now showing', { roomName: room, text: `${i} ${'ø'.repeat(270)}`, remaining: 5 }),
    },
    {
      name: 'add player, then remove player (per event)',
      setup: () => freshRoom(),
      send: (room, i, own = 0, j = i) =>
        ask(j % 2 ? 'remove player' : 'add player', { roomName: room, name: `Spiller ${own} ${Math.floor(j / 2)}` }),
    },
    {
      name: 'remove entry, then restore entry (per event, room of 1,000)',
      setup: async () => {
        const room = await freshRoom(1000);
        const [, entries] = await (await fetch(`${url}/api/${encodeURIComponent(room)}`)).json();
        return { room, ids: entries.map((entry) => entry.id) };
      },
      // Each phone removes an entry of its own, then puts it back.
      send: ({ room, ids }, i, own = 0, j = i) =>
        ask(j % 2 ? 'restore entry' : 'remove entry', {
          roomName: room,
          id: ids[(own + IN_FLIGHT * Math.floor(j / 2)) % ids.length],
        }),
    },
    { name: 'unknown event', setup: () => null, send: (_, i) => ask('made up', i) },
    { name: 'new room', setup: () => null, send: (_, i) => ask('new room', `ny kost ${i}`) },
  ];
  // Imports: into fresh rooms (enough of them that none fills), or rooms of 1,000 entries.
  const importKind = (name, count, length, roomEntries = 0) => {
    const perRoom = Math.floor((1900 - roomEntries) / count);
    return {
      name,
      bytes: bytes(texts(count, length, 'x')),
      setup: async () => {
        const rooms = [];
        for (let r = 0; r < Math.ceil((perKind + WARM_UP) / perRoom); r++) rooms.push(await freshRoom(roomEntries));
        return rooms;
      },
      send: (rooms, i) =>
        ask('import entries', {
          roomName: rooms[Math.floor(i / perRoom)],
          texts: texts(count, length, `${name} ${i}`),
        }),
    };
  };
  kinds.push(
    importKind('import entries: 1 text of 40', 1, 40),
    importKind('import entries: 10 texts of 100 (about 1 KB)', 10, 100),
    importKind('import entries: 36 texts of 280 (about 10 KB)', 36, 280),
    importKind('import entries: 36 texts of 280, room of 1,000', 36, 280, 1000),
    importKind('import entries: 500 texts of 20 (about 10 KB)', 500, 20),
    importKind('import entries: 1 text of 40, room of 1,800', 1, 40, 1800),
  );

  const results = [];
  for (const kind of kinds) {
    const state = await kind.setup();
    // A few unmeasured first, so the code is warm.
    for (let i = 0; i < WARM_UP; i++) await kind.send(state, perKind + i);
    // Several events in flight, as from a room of phones: the durable writes share group commits as they do under
    // load, so what is left is each event's own work.
    const before = await cpu();
    let sent = 0;
    const run = async (own) => {
      for (let j = 0; sent < perKind; j++) {
        lane = own;
        await kind.send(state, sent++, own, j);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, (_, own) => run(own)));
    lane = 0;
    results.push({ name: kind.name, bytes: kind.bytes, ms: ((await cpu()) - before) / perKind / 1000 });
  }
  const chat = results[0].ms;
  console.log(`server CPU per event (${perKind} each, ${IN_FLIGHT} in flight)`);
  for (const { name, bytes: size, ms } of results) {
    const sized = size ? ` [${(size / 1024).toFixed(1)} KiB]` : '';
    console.log(`${`${name}${sized}`.padEnd(72)} ${ms.toFixed(3).padStart(7)} ms  ${(ms / chat).toFixed(1)}×`);
  }
  for (const phone of phones) phone.disconnect();
  await server.close();
}
