// The real, built server (server/dist/app.js) on a free port with a temporary data folder, serving the built phone
// app: global-setup.ts starts the one most tests share; a spec that needs other settings starts its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startServer(settings: Record<string, unknown> = {}): Promise<RunningServer> {
  const phoneDir = path.join(repo, 'phone', 'dist');
  const serverBuild = path.join(repo, 'server', 'dist', 'app.js');
  for (const needed of [path.join(phoneDir, 'index.html'), serverBuild]) {
    if (!fs.existsSync(needed))
      throw new Error(`${needed} is missing: run npm run build -w phone && npm run build -w server`);
  }
  const { createServer } = (await import(serverBuild)) as {
    createServer(config: Record<string, unknown>): Promise<RunningServer>;
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-e2e-'));
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    roomTtlHours: 48,
    phoneDir,
    // The TV's page too, for the tests that watch a room on the host display (names at the table).
    hostDir: path.join(repo, 'desktop', 'dist', 'host'),
    logLevel: 'silent',
    trustProxy: false,
    // Every test browser shares one address; the limits guard production, not this.
    rateLimits: { socketEvents: 100_000, addressEvents: 1_000_000, windowSeconds: 10 },
    maxEntriesPerRoom: 2000,
    // The built-in wallet simulator and AI pack (no credentials); quick polling so a payment settles fast.
    paymentTiming: { firstPollMs: 200, pollEveryMs: 250 },
    ...settings,
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
