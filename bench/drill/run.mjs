// `npm run drill`: the faults a hosted party meets, under a small load on three server processes sharing their own
// PostgreSQL and Redis (started here, as the tests start them). Phones add an entry every second, each add with its
// own id, one at a time as the phone does; an add that is refused or gets no answer is sent again at the next tap,
// with the same id, until it is acknowledged. Per
// fault it prints: adds typed during the fault, acknowledged at once, refused by an error, unanswered, acknowledged
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

/** Every add made (one text, one id), and when an attempt of it was acknowledged. */
const adds = [];
/** Every attempt (a tap that sent an add, or found the phone offline), with the phase it was made in. */
const attempts = [];
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

  /** One attempt of `add`: 'added', an error code, 'unanswered', or 'offline' (not sent). */
  async attempt(add) {
    const record = { phase, add, outcome: null };
    attempts.push(record);
    record.outcome = await this.send(add);
    return record.outcome;
  }

  send(add) {
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

  /** A new add, typed by the guest now. */
  newAdd() {
    const n = seq++;
    const add = {
      phase,
      phone: this.index,
      id: `drill-${String(n).padStart(12, '0')}`,
      text: `drill ${n} ${phase}`,
      sentAt: now(),
      ackedAt: null,
      attempts: 0,
    };
    adds.push(add);
    return add;
  }

  /**
   * As the phone does: one add at a time (the button is busy while one is under way); an add that was refused or
   * got no answer stays in the box and is sent again, with its id, at the next tap; a new one only once it is in.
   */
  start() {
    const tick = async () => {
      if (this.stopped) return;
      const started = now();
      this.pending ??= this.newAdd();
      const add = this.pending;
      add.attempts++;
      const outcome = await this.attempt(add);
      if (outcome === 'added') {
        add.ackedAt = now();
        this.pending = null;
      }
      this.timer = setTimeout(() => void tick(), Math.max(0, started + ADD_EVERY_MS - now()));
    };
    this.timer = setTimeout(() => void tick(), Math.random() * ADD_EVERY_MS);
  }

  /** After the run: the add still in the box is sent until it is in (at most a minute). */
  async finish() {
    this.stopped = true;
    clearTimeout(this.timer);
    const deadline = now() + 60_000;
    while (this.pending && now() < deadline) {
      const add = this.pending;
      add.attempts++;
      if ((await this.attempt(add)) === 'added') {
        add.ackedAt = now();
        this.pending = null;
      } else await sleep(RETRY_AFTER_MS);
    }
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
    await Promise.all(phones.map((phone) => phone.finish()));
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
      // What was sent during the fault counts every tap (a retry too); what was lost or stored twice, every add
      // sent during the fault or after it.
      const inFault = attempts.filter((attempt) => attempt.phase === fault.name);
      const around = [
        ...new Set(
          attempts
            .filter((attempt) => attempt.phase === fault.name || attempt.phase === `after ${fault.name}`)
            .map((attempt) => attempt.add),
        ),
      ];
      // Back to acknowledging: when the last add refused or unanswered during the fault was acknowledged on a retry
      // (the phone sends it again at each tap, every second), from the service's return (PostgreSQL, Redis) or
      // from the process's stop (its phones move to the others).
      const from = fault.name.startsWith('a process') ? started : ended;
      const failed = inFault.filter((attempt) => attempt.outcome !== 'added').map((attempt) => attempt.add);
      const back = failed.length === 0 ? 0 : Math.max(...failed.map((add) => (add.ackedAt ?? Infinity) - from));
      const outcomes = (test) => inFault.filter((attempt) => test(attempt.outcome)).length;
      const row = {
        sent: outcomes((outcome) => outcome !== 'offline'),
        acknowledged: outcomes((outcome) => outcome === 'added'),
        'refused by error': outcomes((outcome) => !['added', 'unanswered', 'offline'].includes(outcome)),
        'offline at the tap (not sent)': outcomes((outcome) => outcome === 'offline'),
        unanswered: outcomes((outcome) => outcome === 'unanswered'),
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
