// Starts the real, built server (server/dist) serving the built host display and phone app on a free loopback
// port, with the public URL (what the QR code encodes) on that same address so the test browser can open it.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');

interface RunningServer {
  url: string;
  publicUrl: string;
  close(): Promise<void>;
}

/** A port nobody listens on right now; the public URL has to be known before the server starts. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const hostDir = path.join(repo, 'desktop', 'dist', 'host');
  const phoneDir = path.join(repo, 'phone', 'dist');
  const serverBuild = path.join(repo, 'server', 'dist', 'app.js');
  for (const needed of [path.join(hostDir, 'index.html'), serverBuild]) {
    if (!fs.existsSync(needed)) {
      throw new Error(`${needed} is missing: run npm run build -w server -w desktop -w phone`);
    }
  }
  const { createServer } = (await import(serverBuild)) as {
    createServer(config: Record<string, unknown>): Promise<RunningServer>;
  };
  const host = '127.0.0.1';
  const port = await freePort(host);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-host-e2e-'));
  const server = await createServer({
    port,
    host,
    publicUrl: `http://${host}:${port}`,
    dataDir,
    roomTtlHours: 48,
    phoneDir,
    hostDir,
    logLevel: 'silent',
    trustProxy: false,
    // Every test client shares one address; the limits guard production, not this.
    rateLimits: { socketEvents: 100_000, addressEvents: 1_000_000, windowSeconds: 10 },
    maxEntriesPerRoom: 2000,
  });
  process.env.SKAL_URL = server.url;
  return async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
