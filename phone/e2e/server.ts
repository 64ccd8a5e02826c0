// The real, built server (server/dist/app.js) on a free port with a temporary data folder, serving the built phone
// app: global-setup.ts starts the one most tests share; a spec that needs other settings starts its own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../../server/src/config';
import type { createServer } from '../../server/src/app';
import { defaultServerConfig } from '../../server/src/test-kit';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** `deps` are the server's test seams (`ServerDeps` in server/src/app.ts), e.g. a generator the test controls. */
export async function startServer(
  settings: Partial<ServerConfig> = {},
  deps: Parameters<typeof createServer>[1] = {},
): Promise<RunningServer> {
  const phoneDir = path.join(repo, 'phone', 'dist');
  const serverBuild = path.join(repo, 'server', 'dist', 'app.js');
  for (const needed of [path.join(phoneDir, 'index.html'), serverBuild]) {
    if (!fs.existsSync(needed))
      throw new Error(`${needed} is missing: run npm run build -w phone && npm run build -w server`);
  }
  const built = (await import(serverBuild)) as { createServer: typeof createServer };
  const config = defaultServerConfig({
    phoneDir,
    // The TV's page too, for the tests that watch a room on the host display (names at the table).
    hostDir: path.join(repo, 'desktop', 'dist', 'host'),
    // The built-in wallet simulator and AI pack (no credentials); quick polling so a payment settles fast.
    paymentTiming: { firstPollMs: 200, pollEveryMs: 250 },
    ...settings,
  });
  const server = await built.createServer(config, deps);
  return {
    url: server.url,
    close: async () => {
      await server.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
