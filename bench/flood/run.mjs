// bench:flood: does a flood of any one event kind, sent within the production rate limits from several addresses,
// slow down another room? For each kind, BENCH_FLOOD_ADDRESSES addresses (X-Forwarded-For behind a trusted proxy)
// with BENCH_FLOOD_SOCKETS sockets each send that kind as fast as their per-socket and per-address points allow
// (paced by the server's own prices, event-costs.ts), while a probe in another room, from an address of its own,
// adds an entry every BENCH_FLOOD_PROBE_MS from each of its sockets and times the acks. A quiet window (the probe
// alone, on the same server after the kind's set-up) comes first. Prints, per kind: the price, events sent and refused per second, the server's CPU (every
// thread) per second and per event, and the probe's add p50 / p99 beside the quiet p99.
//
//   npm run bench:flood                      (builds the server first)
//   BENCH_FLOOD_KINDS='chat message;collection: refused, full room' node bench/flood/run.mjs
//
// The server runs in a child process (bench/server/cpu-server.mjs: SQLite in a temp folder, the production rate
// limits: DEFAULT_RATE_LIMITS). Measures, does not test: it exits 0 whatever the figures.
import { io } from 'socket.io-client';
import { startCpuServer } from '../server/cpu-server.mjs';

const ADDRESSES = Number(process.env.BENCH_FLOOD_ADDRESSES ?? 5);
const SOCKETS = Number(process.env.BENCH_FLOOD_SOCKETS ?? 15);
const WARMUP_S = Number(process.env.BENCH_FLOOD_WARMUP_S ?? 2);
const WINDOW_S = Number(process.env.BENCH_FLOOD_WINDOW_S ?? 10);
const PROBE_MS = Number(process.env.BENCH_FLOOD_PROBE_MS ?? 300);
const PROBE_SOCKETS = 3;
const ONLY = process.env.BENCH_FLOOD_KINDS?.split(';').map((kind) => kind.trim());
/** Of each socket's and address's points per window, the share the flood spends (the rest is slack for timing). */
const SPEND = 0.95;

{
  const { eventCost, DEFAULT_RATE_LIMITS, roomReadCost } = await import('../../server/dist/test-kit.js');
  // Each kind gets a server of its own (a fresh process and data folder), so no kind's aftermath meets the next.
  let server;
  let url;
  const startServer = async () => {
    server = await startCpuServer({ productionLimits: true });
    url = server.url;
  };
  const stopServer = () => server.close();
  const cpu = () => server.cpu();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  let addressCount = 0;
  /** A fresh client address (10.x.y.z), so set-ups never meet the limits the flood measures. */
  const freshAddress = () => {
    addressCount += 1;
    return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
  };
  const connect = async (address) => {
    const socket = io(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      extraHeaders: { 'x-forwarded-for': address },
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const ask = (socket, event, ...args) => socket.timeout(60_000).emitWithAck(event, ...args);
  /** A set-up step from a fresh address and socket, so no set-up is ever rate-limited; throws when refused. */
  const setup = async (steps) => {
    const socket = await connect(freshAddress());
    try {
      return await steps((event, ...args) =>
        ask(socket, event, ...args)
          .catch((error) => {
            throw new Error(`set-up ${event}: ${error.message}`);
          })
          .then((reply) => {
            if (!reply.ok) throw new Error(`set-up ${event} refused: ${reply.error}`);
            return reply;
          }),
      );
    } finally {
      socket.disconnect();
    }
  };

  let roomCount = 0;
  const roomName = (tag) => `${tag} ${(roomCount += 1)}`.slice(0, 18);
  const texts = (count, length, tag) =>
    Array.from({ length: count }, (_, i) => `${tag} ${i} ${'a'.repeat(length)}`.slice(0, length));
  /** A room of `entries` entries of 100 characters (and players), made from fresh addresses. */
  const filledRoom = async (entries, players = 0) => {
    const name = roomName('flom');
    await setup((step) => step('new room', name));
    for (let at = 0; at < entries; at += 100) {
      await setup((step) =>
        step('import entries', { roomName: name, texts: texts(Math.min(100, entries - at), 100, `fyll ${at}`) }),
      );
    }
    for (let p = 0; p < players; p += 1) await setup((step) => step('add player', { roomName: name, name: `P ${p}` }));
    return name;
  };
  const emptyRoom = () => filledRoom(0);
  /** A room read as a phone makes it (compressed); its JSON's bytes and the bytes sent. */
  const readRoom = async (room, address = freshAddress()) => {
    const response = await fetch(`${url}/api/${encodeURIComponent(room)}`, {
      headers: { 'x-forwarded-for': address, 'accept-encoding': 'gzip, br' },
    });
    const bytes = Buffer.byteLength(await response.text());
    if (!response.ok) return { ok: false, error: String(response.status) };
    return { ok: true, bytes, sentBytes: Number(response.headers.get('content-length') ?? bytes) };
  };
  /** A room whose collection (norsk, classic, alcohol allowed) is used up. */
  const usedUpRoom = async () => {
    const name = await emptyRoom();
    for (;;) {
      const reply = await (async () => {
        const socket = await connect(freshAddress());
        try {
          await ask(socket, 'join room', name);
          return await ask(socket, 'add from collection', { roomName: name });
        } finally {
          socket.disconnect();
        }
      })();
      if (!reply.ok) {
        if (reply.error !== 'used_up') throw new Error(`draw refused: ${reply.error}`);
        return name;
      }
    }
  };

  const rules = (count, tag) =>
    Array.from({ length: count }, (_, i) => ({
      text: `${tag} ${i} ${'r'.repeat(280)}`.slice(0, 280),
      rule: { end: `slutt ${i} ${'e'.repeat(100)}`.slice(0, 100) },
    }));
  const phoneId = (i) => `flood-phone-${String(i).padStart(8, '0')}`;

  // Each kind: shared set-up once (`prepare`), a set-up per flood socket (`own`, given the shared state and the
  // socket), and the event (`send`, given its state and the event's index; returns the reply).
  const kinds = [
    {
      name: 'chat message',
      own: async () => emptyRoom(),
      send: (socket, room, i) => ask(socket, 'chat message', { roomName: room, text: `Skål for nummer ${i}` }),
      args: (room) => ['chat message', { roomName: room, text: 'Skål for nummer 1' }],
    },
    {
      name: 'join room (1,000 entries, 24 players)',
      prepare: () => filledRoom(1000, 24),
      send: (socket, room) => ask(socket, 'join room', room),
      args: (room) => ['join room', room],
    },
    {
      name: 'leave room',
      prepare: () => emptyRoom(),
      send: (socket, room) => ask(socket, 'leave room', room),
      args: (room) => ['leave room', room],
    },
    {
      name: 'now showing (280 characters)',
      own: async (_, socket) => {
        const room = await emptyRoom();
        await ask(socket, 'join room', room);
        return room;
      },
      send: (socket, room, i) =>
        ask(socket, 'now showing', { roomName: room, text: `${i} ${'ø'.repeat(270)}`, remaining: 5 }),
      args: (room) => ['now showing', { roomName: room, text: 'ø'.repeat(280), remaining: 5 }],
    },
    {
      name: 'add player / remove player',
      own: async () => emptyRoom(),
      send: (socket, room, i) =>
        ask(socket, i % 2 ? 'remove player' : 'add player', { roomName: room, name: `Spiller ${Math.floor(i / 2)}` }),
      args: (room) => ['add player', { roomName: room, name: 'Spiller 1' }],
    },
    {
      name: 'remove entry / restore entry (room of 100)',
      own: async (_, socket) => {
        const room = await filledRoom(100);
        await ask(socket, 'join room', room);
        const [, entries] = await (await fetch(`${url}/api/${encodeURIComponent(room)}`)).json();
        return { room, ids: entries.map((entry) => entry.id) };
      },
      send: (socket, { room, ids }, i) =>
        ask(socket, i % 2 ? 'restore entry' : 'remove entry', { roomName: room, id: ids[Math.floor(i / 2) % 100] }),
      args: ({ room, ids }) => ['remove entry', { roomName: room, id: ids[0] }],
    },
    {
      name: 'import: 36 texts of 280 (10 KB)',
      own: async () => emptyRoom(),
      send: (socket, room, i) => ask(socket, 'import entries', { roomName: room, texts: texts(36, 280, `i${i}`) }),
      args: (room) => ['import entries', { roomName: room, texts: texts(36, 280, 'i0') }],
    },
    {
      name: 'import: 24 rules of 280 + 100 (10 KB)',
      own: async () => emptyRoom(),
      send: (socket, room, i) => ask(socket, 'import entries', { roomName: room, texts: rules(24, `r${i}`) }),
      args: (room) => ['import entries', { roomName: room, texts: rules(24, 'r0') }],
    },
    {
      name: 'import: 1 text, refused: full room',
      prepare: () => filledRoom(2000),
      send: (socket, room, i) => ask(socket, 'import entries', { roomName: room, texts: [`ny ${i}`] }),
      args: (room) => ['import entries', { roomName: room, texts: ['ny 0'] }],
    },
    {
      name: 'collection: served (adds 20)',
      own: async (_, socket) => {
        const room = await emptyRoom();
        await ask(socket, 'join room', room);
        return room;
      },
      send: (socket, room) => ask(socket, 'add from collection', { roomName: room }),
      args: (room) => ['add from collection', { roomName: room }],
    },
    {
      name: 'collection: refused, used up',
      prepare: () => usedUpRoom(),
      own: async (room, socket) => {
        await ask(socket, 'join room', room);
        return room;
      },
      send: (socket, room) => ask(socket, 'add from collection', { roomName: room }),
      args: (room) => ['add from collection', { roomName: room }],
    },
    {
      name: 'collection: refused, full room',
      prepare: () => filledRoom(2000),
      own: async (room, socket) => {
        await ask(socket, 'join room', room);
        return room;
      },
      send: (socket, room) => ask(socket, 'add from collection', { roomName: room }),
      args: (room) => ['add from collection', { roomName: room }],
    },
    {
      name: 'start round (1,000 entries)',
      prepare: () => filledRoom(1000),
      own: async (room, socket, index) => {
        await ask(socket, 'join room', room, { phone: phoneId(index) });
        return room;
      },
      // The first starts the room's round; the rest are refused as `round_running`.
      send: (socket, room) => ask(socket, 'start round', { roomName: room }),
      args: (room) => ['start round', { roomName: room }],
    },
    {
      name: 'unknown event',
      send: (socket, _, i) => ask(socket, 'made up', i),
      args: () => ['made up', 1],
    },
    {
      name: 'new room',
      send: (socket, _, i) => ask(socket, 'new room', `ny flom ${i} ${Math.random().toString(36).slice(2, 6)}`),
      args: () => ['new room', 'ny'],
    },
    {
      // Unchanged between reads: the answer kept from the first read (room-read-cache.ts), priced by what it sends.
      name: 'GET /api/{room} (2,000 entries)',
      http: true,
      prepare: () => filledRoom(2000),
      price: async (room) => {
        const read = await readRoom(room);
        return 1 + roomReadCost({ built: false, bytes: read.bytes, sentBytes: read.sentBytes });
      },
      send: async (address, room) => readRoom(room, address),
    },
    {
      // Changed before every read (an add over HTTP from the same address), so every read builds the answer again.
      name: 'GET /api/{room} (1,500 entries), an add before each',
      http: true,
      prepare: () => filledRoom(1500),
      price: async (room) => {
        const read = await readRoom(room);
        return 1 + eventCost('chat message', [{ roomName: room, text: 'x' }]) + roomReadCost({ ...read, built: true });
      },
      send: async (address, room, i) => {
        const added = await fetch(`${url}/api/${encodeURIComponent(room)}/entries`, {
          method: 'POST',
          headers: { 'x-forwarded-for': address, 'content-type': 'application/json', origin: url },
          body: JSON.stringify({ text: `les ${address} ${i}` }),
        });
        await added.arrayBuffer();
        if (!added.ok) return { ok: false, error: String(added.status) };
        return readRoom(room, address);
      },
    },
  ].filter((kind) => !ONLY || ONLY.includes(kind.name));

  /** The probe: its own address and room; each of its sockets adds every PROBE_MS. Returns the latencies. */
  const probe = async () => {
    const address = freshAddress();
    const room = roomName('probe');
    const sockets = await Promise.all(Array.from({ length: PROBE_SOCKETS }, () => connect(address)));
    await ask(sockets[0], 'new room', room);
    return {
      async run(seconds) {
        const latencies = [];
        const errors = [];
        const stopAt = performance.now() + seconds * 1000;
        let n = 0;
        await Promise.all(
          sockets.map(async (socket, lane) => {
            await sleep((PROBE_MS / PROBE_SOCKETS) * lane);
            const pending = [];
            while (performance.now() < stopAt) {
              const started = performance.now();
              pending.push(
                ask(socket, 'chat message', { roomName: room, text: `probe ${(n += 1)}` }).then(
                  (reply) => {
                    if (reply.ok) latencies.push(performance.now() - started);
                    else errors.push(reply.error);
                  },
                  () => errors.push('no answer within 60 s'),
                ),
              );
              await sleep(PROBE_MS);
            }
            await Promise.all(pending);
          }),
        );
        return { latencies, errors };
      },
      close: () => sockets.forEach((socket) => socket.disconnect()),
    };
  };

  const quantile = (values, q) => {
    if (values.length === 0) return NaN;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  };
  const ms = (value) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0));

  const { socketEvents, addressEvents, windowSeconds } = DEFAULT_RATE_LIMITS;
  console.log(
    `flood: ${ADDRESSES} addresses × ${SOCKETS} sockets, limits ${socketEvents} per socket and ${addressEvents} per ` +
      `address per ${windowSeconds} s, ${WARMUP_S} s warm-up + ${WINDOW_S} s measured per kind; probe: ` +
      `${PROBE_SOCKETS} sockets adding every ${PROBE_MS} ms in a room of their own`,
  );

  const rows = [];
  for (const kind of kinds) {
    await startServer();
    try {
      rows.push(await flood(kind));
      console.log(`  ${kind.name}: done`);
    } catch (error) {
      // A kind that could not be set up or run is reported, and the others still run.
      console.log(`  ${kind.name}: failed: ${error.message}`);
    } finally {
      await stopServer();
    }
  }

  async function flood(kind) {
    const shared = kind.prepare ? await kind.prepare() : null;
    // The quiet baseline on the same server, after the set-up: the probe alone.
    const quietProbe = await probe();
    await quietProbe.run(WARMUP_S);
    const quietCpuBefore = await cpu();
    const quiet = await quietProbe.run(WINDOW_S);
    const quietCpu = ((await cpu()) - quietCpuBefore) / 1000 / WINDOW_S;
    quietProbe.close();
    // Each address's sockets (connections take one of the address's points each); HTTP kinds use the address alone.
    const floods = [];
    for (let a = 0; a < ADDRESSES; a += 1) {
      const address = freshAddress();
      for (let s = 0; s < (kind.http ? 1 : SOCKETS); s += 1) {
        const index = floods.length;
        const socket = kind.http ? null : await connect(address);
        const state = kind.own ? await kind.own(shared, socket, index) : shared;
        floods.push({ address, socket, state });
      }
    }
    // Set-ups may have taken the flood's own points (joins): start from fresh windows.
    await sleep(windowSeconds * 1000 + 200);
    const price = kind.price
      ? await kind.price(shared)
      : eventCost(kind.args(floods[0].state)[0], kind.args(floods[0].state).slice(1));
    // Events per second each sender may send: its socket's points, or (HTTP) its address's, spread evenly.
    const perSecond = kind.http
      ? (addressEvents * SPEND) / windowSeconds / price
      : Math.min(socketEvents * SPEND, (addressEvents * SPEND - SOCKETS) / SOCKETS) / windowSeconds / price;
    const counts = { sent: 0, ok: 0, limited: 0, other: 0, errors: new Map() };
    let flooding = true;
    // Events sent within the measured window count, whenever they are answered.
    let windowStart = Infinity;
    let windowEnd = Infinity;
    const runs = floods.map(async ({ address, socket, state }, lane) => {
      const interval = 1000 / perSecond;
      await sleep((interval / floods.length) * lane);
      const pending = [];
      for (let i = 0; flooding; i += 1) {
        const sentAt = performance.now();
        const counted = sentAt >= windowStart && sentAt < windowEnd;
        if (counted) counts.sent += 1;
        pending.push(
          (kind.http ? kind.send(address, state, i) : kind.send(socket, state, i)).then(
            (reply) => {
              if (!counted) return;
              if (reply.ok) counts.ok += 1;
              else if (reply.error === 'rate_limited' || reply.error === '429') counts.limited += 1;
              else {
                counts.other += 1;
                counts.errors.set(reply.error, (counts.errors.get(reply.error) ?? 0) + 1);
              }
            },
            () => counted && (counts.other += 1),
          ),
        );
        await sleep(interval);
      }
      await Promise.all(pending);
    });
    const kindProbe = await probe();
    await kindProbe.run(WARMUP_S);
    const cpuBefore = await cpu();
    windowStart = performance.now();
    windowEnd = windowStart + WINDOW_S * 1000;
    const measured = await kindProbe.run(WINDOW_S);
    // The probe's last adds may be answered late: the CPU is taken over the whole time the probe waited.
    const elapsedS = (performance.now() - windowStart) / 1000;
    const cpuMs = ((await cpu()) - cpuBefore) / 1000;
    flooding = false;
    await Promise.all(runs);
    kindProbe.close();
    for (const { socket } of floods) socket?.disconnect();
    const refusedBy = [...counts.errors].map(([error, count]) => `${error} ${count}`).join(', ');
    return {
      name: kind.name,
      price,
      sent: counts.sent / WINDOW_S,
      refused:
        `${((counts.limited + counts.other) / WINDOW_S).toFixed(0)}/s` +
        (counts.limited || refusedBy
          ? ` (${[counts.limited ? `rate_limited ${counts.limited}` : '', refusedBy].filter(Boolean).join(', ')})`
          : ''),
      cpuPerS: cpuMs / elapsedS,
      perEvent: (cpuMs - quietCpu * elapsedS) / Math.max(1, counts.sent),
      p50: quantile(measured.latencies, 0.5),
      p99: quantile(measured.latencies, 0.99),
      quietP99: quantile(quiet.latencies, 0.99),
      probeErrors: measured.errors.length,
    };
  }

  console.log('');
  console.log(
    '| flooded event | price (points) | sent/s | refused | server CPU ms/s | CPU ms per event (over quiet) | ' +
      'other room add p50 | add p99 | quiet add p99 | probe errors |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.price} | ${row.sent ? row.sent.toFixed(0) : ''} | ${row.refused} | ` +
        `${row.cpuPerS.toFixed(0)} | ${Number.isNaN(row.perEvent) ? '' : row.perEvent.toFixed(2)} | ` +
        `${ms(row.p50)} ms | ${ms(row.p99)} ms | ${ms(row.quietP99)} ms | ${row.probeErrors} |`,
    );
  }
}
