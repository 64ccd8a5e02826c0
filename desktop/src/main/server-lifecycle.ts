// The server inside the desktop app: its config (LAN-wide, SQLite in the user-data folder), start with port
// fallback, and a clean close before the app quits.
import path from 'node:path';
import type { RunningServer } from '../../../server/src/app';
import { configFromEnv, type ServerConfig } from '../../../server/src/config';
import type { AppDirs } from './paths';
import { choosePort, isPortFree, startWithPortFallback } from './port';

export type Env = Record<string, string | undefined>;

/** The server's own environment rules (docs/configuration.md), with the desktop's defaults where the env says nothing. */
export function desktopServerConfig(env: Env, dirs: AppDirs & { userData: string }): ServerConfig {
  const base = configFromEnv(env, dirs.repoRoot);
  return {
    ...base,
    // Phones on the same network must reach it.
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR ? base.dataDir : path.join(dirs.userData, 'data'),
    phoneDir: env.PHONE_DIR ? base.phoneDir : dirs.phoneDir,
    hostDir: env.HOST_DIR ? base.hostDir : dirs.hostDir,
  };
}

export interface EmbeddedServer {
  server: RunningServer;
  config: ServerConfig;
  /** The host display on this machine (loopback); the trailing slash keeps relative asset paths under /host/. */
  hostUrl: string;
}

export async function startEmbeddedServer(options: {
  config: ServerConfig;
  createServer: (config: ServerConfig) => Promise<RunningServer>;
  probe?: (port: number, host: string) => Promise<boolean>;
  onFallback?: (preferred: number) => void;
}): Promise<EmbeddedServer> {
  const { config, createServer } = options;
  const port = await choosePort(config.port, config.host, options.probe ?? isPortFree);
  if (port !== config.port) options.onFallback?.(config.port);
  const server = await startWithPortFallback(
    (chosen) => createServer({ ...config, port: chosen }),
    port,
    (preferred) => options.onFallback?.(preferred),
  );
  return { server, config: { ...config, port: server.port }, hostUrl: `${server.url}/host/` };
}

/** The part of Electron's app this needs. */
export interface Quittable {
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  quit(): void;
}

export const CLOSE_LIMIT_MS = 10_000;

/**
 * Holds the first quit until the server has closed (sockets told, writes finished, SQLite closed), then quits
 * for real. A server that does not close within the limit does not keep the app open.
 */
export function closeServerBeforeQuit(
  app: Quittable,
  close: () => Promise<void>,
  options: { limitMs?: number; onError?: (error: unknown) => void } = {},
): void {
  let state: 'running' | 'closing' | 'closed' = 'running';
  app.on('before-quit', (event) => {
    if (state === 'closed') return;
    event.preventDefault();
    if (state === 'closing') return;
    state = 'closing';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<void>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error('the server did not close in time')),
        options.limitMs ?? CLOSE_LIMIT_MS,
      );
    });
    Promise.race([close(), limit])
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        clearTimeout(timer);
        state = 'closed';
        app.quit();
      });
  });
}
