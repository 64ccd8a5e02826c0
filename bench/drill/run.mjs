// `npm run drill`: the faults a hosted party meets, under a small load on three server processes sharing their own
// PostgreSQL and Redis (started here, as the tests start them). Phones add an entry every second, each add with its
// own id; an add that is refused or gets no answer is sent again, with the same id, until it is acknowledged. Per
// fault it prints: adds sent during the fault, acknowledged at once, refused by an error, unanswered, acknowledged
// but lost, stored twice, the time until adds are acknowledged again, and /healthz of the three processes during
// and after the fault. Not part of CI; figures in docs/performance.md.
import pg from 'pg';
import { io } from 'socket.io-client';
import { startPostgres, startRedis } from '../../scripts/services.mjs';
import { killServers, startServers, stopServers } from '../scale/servers.mjs';

const PHONES = Number(process.env.DRILL_PHONES ?? 60);
const ROOMS = 10;
const ADD_EVERY_MS = 1000;
const ACK_TIMEOUT_MS = 5000;
const RETRY_AFTER_MS = 1000;
const FAULT_MS = Number(process.env.DRILL_FAULT_MS ?? 8000);
const STEADY_MS = 4000;
const AFTER_MS = 6000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

/** Every add made: its first attempt's outcome, and whether any attempt was acknowledged. */
const adds = [];
let phase = 'warm-up';
let seq = 0;

/** A phone: one socket to a process, moving to the next live process when its connection drops (the balancer). */
class Phone {
  constructor(index, servers) {
    this.index = index;
    this.servers = servers;
    this.room = `drill${index % ROOMS}`;
    this.target = index % servers.length;
    this.socket = null;
    this.connectedAt = 0;
    this.connect();
  }

  connect() {
    const server = this.servers[this.target % this.servers.length];
    const socket = io(server.url, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 3000 });
    this.socket = socket;
    this.server = server;
    socket.on('connect', () => {
      this.connectedAt = now();
      socket.emit('join room', this.room);
    });
    const again = () => {
      if (this.socket !== socket || this.stopped) return;
      socket.removeAllListeners();
      socket.close();
      // Another process next time (a balancer sends a reconnect to a process that is up).
      this.target++;
      setTimeout(() => this.connect(), 200 + Math.random() * 300);
    };
    socket.on('disconnect', again);
    socket.on('connect_error', again);
  }

  /** One attempt of `add`: 'added', an error code, or 'unanswered'. */
  attempt(add) {
    return new Promise((resolve) => {
      // Offline at the tap: the phone says so at once and sends nothing (it keeps the text and retries).
      if (!this.socket?.connected) return resolve('offline');
      this.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('chat message', { roomName: this.room, text: add.text, id: add.id })
        .then(
          (reply) => resolve(reply.ok ? 'added' : reply.error),
          () => resolve('unanswered'),
        );
    });
  }

  async add() {
    const n = seq++;
    const add = {
      phase,
      phone: this.index,
      server: this.server?.label,
      id: `drill-${String(n).padStart(12, '0')}`,
      text: `drill ${n} ${phase}`,
      sentAt: now(),
      first: null,
      ackedAt: null,
      attempts: 0,
    };
    adds.push(add);
    // A phone offline at the tap says so at once and keeps the text: it counts as refused, and its retry follows.
    for (;;) {
      add.attempts++;
      const outcome = await this.attempt(add);
      add.first ??= outcome;
      add.firstAt ??= now();
      if (outcome === 'added') {
        add.ackedAt = now();
        return;
      }
      if (this.stopped && add.attempts > 60) return;
      await sleep(RETRY_AFTER_MS);
    }
  }

  start() {
    const tick = () => {
      if (this.stopped) return;
      void this.add();
      this.timer = setTimeout(tick, ADD_EVERY_MS);
    };
    this.timer = setTimeout(tick, Math.random() * ADD_EVERY_MS);
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}

async function healthOf(servers) {
  const answers = await Promise.all(
    servers.map(async (server) => {
      try {
        const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(3000) });
        const body = await response.json();
        return `${response.status}${body.degraded ? ' degraded' : ''}`;
      } catch {
        return 'down';
      }
    }),
  );
  return answers.join(', ');
}

async function main() {
  console.log(`fault drill: 3 processes, ${PHONES} phones in ${ROOMS} rooms, one add per phone per second`);
  const postgres = await startPostgres();
  const redis = await startRedis();
  const shared = { databaseUrl: postgres.url, redisUrl: redis.url, redisPrefix: 'drill', nodeArgs: [] };
  const servers = await startServers(3, shared);
  const cleanUp = async () => {
    killServers();
    await redis.stop().catch(() => undefined);
    await postgres.stop().catch(() => undefined);
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

  try {
    const setup = io(servers[0].url, { transports: ['websocket'], forceNew: true });
    for (let room = 0; room < ROOMS; room++) await setup.timeout(5000).emitWithAck('new room', `drill${room}`);
    setup.close();
    const phones = Array.from({ length: PHONES }, (_, index) => new Phone(index, servers));
    await sleep(1500);
    for (const phone of phones) phone.start();

    const faults = [
      {
        name: 'PostgreSQL stopped',
        begin: () => postgres.pause(),
        end: () => postgres.resume(),
      },
      {
        name: 'Redis stopped',
        begin: () => redis.pause(),
        end: () => redis.resume(),
      },
      {
        name: 'a process stopped (SIGTERM), restarted',
        begin: async () => {
          const [stopped] = servers.splice(0, 1);
          await stopServers([stopped]);
        },
        end: async () => {
          servers.push(...(await startServers(1, shared)));
        },
      },
      {
        name: 'a process killed (SIGKILL), restarted',
        begin: async () => {
          const [killed] = servers.splice(0, 1);
          killed.child.kill('SIGKILL');
          await new Promise((resolve) =>
            killed.child.exitCode === null ? killed.child.once('exit', resolve) : resolve(),
          );
        },
        end: async () => {
          servers.push(...(await startServers(1, shared)));
        },
      },
    ];

    const results = [];
    for (const fault of faults) {
      phase = `steady before ${fault.name}`;
      await sleep(STEADY_MS);
      phase = fault.name;
      const started = now();
      const all = [...servers];
      await fault.begin();
      await sleep(FAULT_MS / 2);
      const during = await healthOf(all);
      await sleep(FAULT_MS / 2);
      await fault.end();
      const ended = now();
      phase = `after ${fault.name}`;
      await sleep(AFTER_MS);
      const after = await healthOf(servers);
      results.push({ fault, started, ended, during, after });
    }
    phase = 'end';
    for (const phone of phones) phone.stop();
    // Every add still being retried settles (or gives up after a minute).
    const deadline = now() + 60_000;
    while (adds.some((add) => add.ackedAt === null && add.attempts <= 60) && now() < deadline) await sleep(500);
    for (const phone of phones) phone.socket?.close();

    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const stored = new Map(
      (await client.query('SELECT value, count(*)::int AS n FROM entries GROUP BY value')).rows.map((row) => [
        row.value,
        row.n,
      ]),
    );
    await client.end();

    console.log('');
    for (const { fault, started, ended, during, after } of results) {
      const inFault = adds.filter((add) => add.phase === fault.name);
      const around = adds.filter((add) => add.phase === fault.name || add.phase === `after ${fault.name}`);
      // Back to acknowledging: for each phone that had an add refused or unanswered, when a fresh add of its was
      // acknowledged at once again; the slowest phone, from the service's return (PostgreSQL, Redis) or from the
      // process's stop (its phones move to the others).
      const from = fault.name.startsWith('a process') ? started : ended;
      let back = 0;
      for (const failed of inFault.filter((add) => add.first !== 'added')) {
        const fresh = adds.find(
          (add) => add.phone === failed.phone && add.sentAt > failed.sentAt && add.first === 'added',
        );
        back = Math.max(back, fresh ? fresh.ackedAt - from : Infinity);
      }
      const row = {
        sent: inFault.length,
        acknowledged: inFault.filter((add) => add.first === 'added').length,
        'refused by error': inFault.filter((add) => !['added', 'unanswered', 'offline'].includes(add.first)).length,
        'offline at the tap (not sent)': inFault.filter((add) => add.first === 'offline').length,
        unanswered: inFault.filter((add) => add.first === 'unanswered').length,
        'acknowledged but lost': around.filter((add) => add.ackedAt !== null && !stored.has(add.text)).length,
        duplicated: around.filter((add) => (stored.get(add.text) ?? 0) > 1).length,
        'never acknowledged after retries': around.filter((add) => add.ackedAt === null).length,
        'time back to acknowledging': `${Math.round(Math.max(0, back))} ms`,
        '/healthz during': during,
        '/healthz after': after,
      };
      console.log(`## ${fault.name} (${FAULT_MS / 1000} s)`);
      console.table(row);
    }
    const everyAdd = {
      adds: adds.length,
      'acknowledged but lost': adds.filter((add) => add.ackedAt !== null && !stored.has(add.text)).length,
      duplicated: adds.filter((add) => (stored.get(add.text) ?? 0) > 1).length,
    };
    console.log('## the whole run');
    console.table(everyAdd);
    await stopServers(servers);
  } finally {
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    killServers();
    process.exit(1);
  },
);
