// Load-generator child: drives its share of clients with timed adds and churn, and reports stats to run.mjs.
import { performance } from 'node:perf_hooks';
import { BroadcastLatency } from './broadcast-latency.mjs';
import { closeClients, interleaveRooms, openClients } from './clients.mjs';
import { eventLoopDelay } from './event-loop.mjs';
import { presenceProbe, roomGetProbe } from './probes.mjs';
import { Samples } from './samples.mjs';

/**
 * urls: the servers, clients spread round-robin over them (bench:scale); url: the one server (bench:server).
 * broadcastLatency: also time each add's `numPrompts` at the other members (on other servers when there are several).
 * probes: also time room GETs and re-joins' `presence` broadcasts in the window (probes.mjs; every target serves both).
 * @type {{ url?: string, urls?: string[], broadcastLatency?: boolean, probes?: boolean, firstRoom: number, rooms: number, roomSize: number,
 *   addIntervalMs: number, churnPercent: number, warmupMs: number, durationMs: number, ackTimeoutMs: number }}
 */
const config = JSON.parse(process.argv[2]);

/** One timer drives every client: per-client timers would cost more than the adds they send. */
const TICK_MS = 5;

let measuring = false;
let closing = false;
let broadcasts = 0;
/** @type {Record<string, number>} unexpected disconnects by Socket.IO's reason */
const disconnects = {};

const setupStart = performance.now();
const roomNames = Array.from({ length: config.rooms }, (_, i) => `bench ${config.firstRoom + i}`);
const urls = config.urls ?? [config.url];
const clients = await openClients({
  urls,
  roomNames,
  roomSize: config.roomSize,
  listeners: {
    numPrompts: () => {
      if (measuring) broadcasts++;
    },
    disconnect: (reason) => {
      if (!closing) disconnects[reason] = (disconnects[reason] ?? 0) + 1;
    },
  },
});
const broadcastLatency = config.broadcastLatency
  ? new BroadcastLatency(
      roomNames,
      urls.length > 1,
      (clients.length / config.addIntervalMs) * config.durationMs * config.roomSize * 1.1,
    )
  : null;
/** Arrivals are kept from the window's start until the last acks are in, so late broadcasts still count. */
let recordingBroadcasts = false;
if (broadcastLatency) {
  for (const client of clients) {
    client.socket.on('numPrompts', (count) => {
      if (recordingBroadcasts) broadcastLatency.arrived(client, count, performance.now());
    });
  }
}
const presence = config.probes ? presenceProbe(config.roomSize) : null;
const roomGets = config.probes ? roomGetProbe(urls[0], roomNames) : null;
if (presence) {
  for (const client of clients) {
    client.socket.on('presence', (update) => {
      if (measuring && !client.churning) presence.heard(client.room, update, performance.now());
    });
  }
}
process.send({ type: 'ready', clients: clients.length, setupMs: performance.now() - setupStart });

process.on('message', (message) => {
  if (message.type === 'start') run(message.startAt);
  if (message.type === 'close') {
    closing = true;
    // Exit outright once closed: nothing is left to report, and a lingering handle must not stall the run.
    closeClients(clients).then(() => process.exit(0));
  }
});

/** Open-loop schedule: adds go out at the offered rate whether or not earlier ones were acknowledged. */
function run(startAt) {
  const n = clients.length;
  const addsPerMs = n / config.addIntervalMs;
  const churnsPerMs = (n * config.churnPercent) / 100 / 1000;
  const t0 = performance.now() + (startAt - Date.now());
  const tWindow = t0 + config.warmupMs;
  const tEnd = tWindow + config.durationMs;
  const order = interleaveRooms(clients, config.roomSize);
  const expected = addsPerMs * config.durationMs * 1.1;
  // Room GETs run from the start, so their first (cold) requests fall in the warm-up like the first adds.
  roomGets?.start();

  const window = { sent: 0, ok: 0, failed: 0, timeouts: 0, ackedDuringWindow: 0, churns: 0, churnErrors: 0 };
  const warmup = { sent: 0, ok: 0, failed: 0, timeouts: 0, churnErrors: 0 };
  const latencies = new Samples(expected);
  /** How late each add left against its schedule: the generator's own lag, not the server's. */
  const lags = new Samples(expected);
  /** Each re-join's ack time in the window: a join marks the room used (a write) and reads its count. */
  const joinLatencies = new Samples((n * config.churnPercent * config.durationMs) / 100_000 + 100);
  const delay = eventLoopDelay();
  let cpuStart = process.cpuUsage();
  let wallStart = 0;
  let sent = 0;
  let churned = 0;
  let entry = 0;
  let pendingAdds = 0;
  let pendingWindowAdds = 0;
  let pendingChurns = 0;

  const onAddAck = (reply, sentAt, inWindow, client) => {
    const latency = performance.now() - sentAt;
    const stats = inWindow ? window : warmup;
    pendingAdds--;
    if (inWindow) pendingWindowAdds--;
    if (latency > config.ackTimeoutMs) stats.timeouts++;
    else if (reply?.ok) {
      stats.ok++;
      if (inWindow) latencies.push(latency);
      if (inWindow && broadcastLatency) broadcastLatency.sent(client, reply.count, sentAt);
      if (measuring) window.ackedDuringWindow++;
    } else stats.failed++;
  };

  const add = (client, now, scheduledAt) => {
    const inWindow = measuring;
    pendingAdds++;
    if (inWindow) {
      pendingWindowAdds++;
      window.sent++;
      lags.push(now - scheduledAt);
    } else warmup.sent++;
    client.socket.emit('chat message', { roomName: client.room, text: `bench entry ${++entry}` }, (reply) =>
      onAddAck(reply, now, inWindow, client),
    );
  };

  const churn = (client) => {
    if (client.churning) return;
    const stats = measuring ? window : warmup;
    client.churning = true;
    pendingChurns++;
    client.socket.emit('leave room', client.room, (left) => {
      if (!left?.ok) stats.churnErrors++;
      const joinSentAt = performance.now();
      if (stats === window) presence?.joining(client.room, joinSentAt);
      client.socket.emit('join room', client.room, (joined) => {
        if (!joined?.ok) stats.churnErrors++;
        else if (stats === window) joinLatencies.push(performance.now() - joinSentAt);
        client.churning = false;
        pendingChurns--;
        if (stats === window) window.churns++;
      });
    });
  };

  const tick = () => {
    const now = performance.now();
    if (now < t0) return;
    if (now >= tEnd) return finish();
    if (!measuring && now >= tWindow) {
      measuring = true;
      recordingBroadcasts = true;
      cpuStart = process.cpuUsage();
      wallStart = now;
      delay.enable();
      roomGets?.measure();
    }
    // Add k is due at t0 + k / rate, so the first one goes out at t0.
    const elapsed = now - t0;
    for (const due = Math.floor(elapsed * addsPerMs) + 1; sent < due; sent++) {
      add(order[sent % n], now, t0 + sent / addsPerMs);
    }
    // Churn walks the send order backwards, so leavers are spread over rooms and not in step with adds.
    for (const due = Math.floor(elapsed * churnsPerMs); churned < due; churned++) churn(order[n - 1 - (churned % n)]);
  };

  const finish = async () => {
    clearInterval(timer);
    measuring = false;
    delay.disable();
    const cpu = process.cpuUsage(cpuStart);
    const wallMs = performance.now() - wallStart;
    const gets = roomGets ? await roomGets.stop(config.ackTimeoutMs) : null;
    // Acks still on their way get the ack timeout to arrive; whatever is left then is a timeout.
    const drainUntil = performance.now() + config.ackTimeoutMs;
    while ((pendingAdds > 0 || pendingChurns > 0) && performance.now() < drainUntil) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The other members' broadcasts can trail the sender's ack a little.
    if (broadcastLatency) await new Promise((resolve) => setTimeout(resolve, 500));
    recordingBroadcasts = false;
    window.timeouts += pendingWindowAdds;
    warmup.timeouts += pendingAdds - pendingWindowAdds;
    window.churnErrors += pendingChurns;
    process.send({
      type: 'stats',
      clients: n,
      window,
      warmup,
      broadcasts,
      disconnects,
      latencies: latencies.toArray(),
      lags: lags.toArray(),
      joinLatencies: joinLatencies.toArray(),
      broadcastLatencies: broadcastLatency ? broadcastLatency.latencies() : null,
      getLatencies: gets?.latencies ?? null,
      getErrors: gets?.errors ?? 0,
      presenceLatencies: presence?.latencies() ?? null,
      cpuPercent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
      eventLoopP99Ms: delay.p99Ms(),
      measuredMs: wallMs,
    });
  };

  const timer = setInterval(tick, TICK_MS);
}
