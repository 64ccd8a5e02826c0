// Starts the real, built server (server/dist) serving the built host display and phone app on a free loopback
// port, with the public URL (what the QR code encodes) on that same address so the test browser can open it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/free-port.mjs';
import type { createServer } from '../../server/src/app';
import { defaultServerConfig } from '../../server/src/test-kit';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  const hostDir = path.join(repo, 'desktop', 'dist', 'host');
  const phoneDir = path.join(repo, 'phone', 'dist');
  const serverBuild = path.join(repo, 'server', 'dist', 'app.js');
  for (const needed of [path.join(hostDir, 'index.html'), serverBuild]) {
    if (!fs.existsSync(needed)) {
      throw new Error(`${needed} is missing: run npm run build -w server -w desktop -w phone`);
    }
  }
  const built = (await import(serverBuild)) as { createServer: typeof createServer };
  const host = '127.0.0.1';
  // The public URL (what the QR code encodes) has to be known before the server starts.
  const port = await freePort(host);
  const config = defaultServerConfig({ port, host, publicUrl: `http://${host}:${port}`, phoneDir, hostDir });
  const server = await built.createServer(config);
  process.env.SKAL_URL = server.url;
  return async () => {
    await server.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  };
}
