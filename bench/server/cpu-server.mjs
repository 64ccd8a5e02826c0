// A Skål server in a child process of its own (server/dist/app.js, SQLite in a temp folder) that reports its CPU
// time (process.cpuUsage: every thread, the SQLite writer and readers too), for the benches that price events by
// what they cost the server: bench/server/event-cost.mjs and bench/flood/run.mjs. Build the server first.
//
//   const server = await startCpuServer({ productionLimits: true });   // { url, cpu(), close() }
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the server. `productionLimits`: the production rate limits (DEFAULT_RATE_LIMITS), and every client on this
 * machine trusted to say its address in X-Forwarded-For (the address the limits count); otherwise the limits are
 * lifted (the test config's). Resolves to its URL, `cpu()` (its CPU time so far, in microseconds) and `close()`.
 */
export async function startCpuServer({ productionLimits = false } = {}) {
  const child = fork(fileURLToPath(import.meta.url), ['--child', JSON.stringify({ productionLimits })], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () => new Promise((resolve) => child.once('message', resolve));
  const { url } = await next();
  return {
    url,
    async cpu() {
      child.send('cpu');
      return (await next()).cpuMicros;
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
    },
  };
}

if (process.argv[2] === '--child') {
  const { productionLimits } = JSON.parse(process.argv[3]);
  const { createServer } = await import('../../server/dist/app.js');
  const { defaultServerConfig, DEFAULT_RATE_LIMITS } = await import('../../server/dist/test-kit.js');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-cpu-server-'));
  const server = await createServer(
    defaultServerConfig({
      dataDir,
      logLevel: 'warn',
      ...(productionLimits && { trustProxy: { networks: ['127.0.0.1/32'] }, rateLimits: DEFAULT_RATE_LIMITS }),
    }),
  );
  process.on('message', async (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send({ cpuMicros: user + system });
    } else if (message === 'close') {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send({ url: server.url });
}
