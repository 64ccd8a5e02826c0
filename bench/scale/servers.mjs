// Starts Skål server processes (server/dist/main.js) on shared PostgreSQL and Redis, and stops them again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';
import { SERVER_NODE_FLAGS } from '../../server/dist/test-kit.js';

const MAIN = new URL('../../server/dist/main.js', import.meta.url).pathname;
/** Every bench client shares 127.0.0.1, so the production per-address limit would throttle the load itself. */
export const BENCH_RATE_LIMIT = 1_000_000;
/** A long run adds more entries per room than a party would. */
export const BENCH_MAX_ENTRIES_PER_ROOM = 1_000_000;
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** Linux clock ticks per second for /proc/<pid>/stat; 100 on every common kernel. */
const CLOCK_TICKS = 100;

/** Every server still running, so a crash of the bench can end them. */
const live = new Set();

/**
 * Starts `count` servers at once (as a deployment would) and waits until each answers /healthz.
 * @param {number} count
 * @param {{ databaseUrl: string, redisUrl: string, redisPrefix: string, nodeArgs: string[], env?: Record<string, string> }} shared
 *   env: more variables for every server (SKAL_BENCH_PG_ADD)
 */
export async function startServers(count, { databaseUrl, redisUrl, redisPrefix, nodeArgs, env = {} }) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const port = await freePort();
      // The PostgreSQL store keeps no data here, but DATA_DIR must still exist for the server's own files.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-bench-scale-'));
      // The flags production runs with (server/src/node-flags.ts); the bench's own node flags after them.
      const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, MAIN], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          REDIS_PREFIX: redisPrefix,
          RATE_LIMIT_SOCKET: String(BENCH_RATE_LIMIT),
          RATE_LIMIT_ADDRESS: String(BENCH_RATE_LIMIT),
          // Every bench client shares one address: room creation is not what is measured.
          RATE_LIMIT_ROOMS: String(BENCH_RATE_LIMIT),
          RATE_LIMIT_CONNECTIONS: String(BENCH_RATE_LIMIT),
          MAX_ENTRIES_PER_ROOM: String(BENCH_MAX_ENTRIES_PER_ROOM),
          LOG_LEVEL: 'warn',
          ...env,
        },
      });
      const server = { label: `server ${i + 1}`, url: `http://127.0.0.1:${port}`, child, dataDir };
      live.add(server);
      child.once('exit', () => live.delete(server));
      await waitHealthy(server);
      return server;
    }),
  );
}

/** SIGTERM (graceful close), SIGKILL after STOP_TIMEOUT_MS; then the data folder goes. */
export async function stopServers(servers) {
  await Promise.all(
    servers.map(async (server) => {
      const { child } = server;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }),
  );
}

/** For a crash or Ctrl-C of the bench: kills every server still running and removes its data folder. */
export function killServers() {
  for (const server of live) {
    server.child.kill('SIGKILL');
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** CPU seconds (user + system) a server has used so far, from /proc; null where /proc is missing. */
export function cpuSeconds(server) {
  try {
    const stat = fs.readFileSync(`/proc/${server.child.pid}/stat`, 'utf8');
    // The command name may contain spaces; the fields after its closing parenthesis start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

async function waitHealthy(server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.label} exited with code ${server.child.exitCode}`);
    try {
      const response = await fetch(`${server.url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.label}: /healthz not ready within ${READY_TIMEOUT_MS} ms`);
}
