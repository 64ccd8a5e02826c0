// Target (a): the real Skål server (server/dist/app.js) on a temp SQLite folder under BENCH_DATA_DIR (on disk:
// every ack waits for its group commit's fsync), limits raised for the load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from '../../server/dist/app.js';
import { defaultServerConfig } from '../../server/dist/test-kit.js';
import { fileSystemOf } from './disk.mjs';
import { serveTarget } from './target-child.mjs';

/** Every bench client shares 127.0.0.1, so the production per-address limit would throttle the load itself. */
const BENCH_RATE_LIMITS = { socketEvents: 1000, addressEvents: 10_000_000, windowSeconds: 10 };
/** A long run adds more entries per room than a party would. */
const BENCH_MAX_ENTRIES_PER_ROOM = 1_000_000;

await serveTarget('skal', async () => {
  const config = defaultServerConfig({
    dataDir: fs.mkdtempSync(path.join(process.env.BENCH_DATA_DIR || os.tmpdir(), 'skal-bench-')),
    logLevel: 'warn',
    rateLimits: BENCH_RATE_LIMITS,
    maxEntriesPerRoom: BENCH_MAX_ENTRIES_PER_ROOM,
  });
  const server = await createServer(config);
  const disk = fileSystemOf(config.dataDir);
  return {
    url: server.url,
    storage: `${server.storage}${disk ? ` (${disk})` : ''}`,
    settings: { rateLimits: BENCH_RATE_LIMITS, maxEntriesPerRoom: BENCH_MAX_ENTRIES_PER_ROOM },
    async close() {
      await server.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
});
