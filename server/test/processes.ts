// Helpers for tests that run the built server and wallet simulator as real processes.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

export { freePort } from '../../scripts/free-port.mjs';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Spawned {
  child: ChildProcess;
  /** The first JSON log line that matched. */
  line: Record<string, unknown>;
  exited: Promise<number | null>;
}

/**
 * Starts `dist/<script>` and resolves once it logs a JSON line whose msg starts with `readyMsg`.
 * `wrapper` runs it under another program (e.g. strace and its options); the first word is the program.
 */
export function spawnBuilt(
  script: string,
  env: Record<string, string>,
  readyMsg: string,
  wrapper: string[] = [],
): Promise<Spawned> {
  const [command, ...args] = [...wrapper, process.execPath, path.join(serverDir, 'dist', script)];
  const child = spawn(command!, args, {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (text) => {
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return;
      }
      if (process.env.DEBUG_SPAWNED) process.stderr.write(`${script} ${text}\n`);
      if (typeof record.msg === 'string' && record.msg.startsWith(readyMsg)) resolve({ child, line: record, exited });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited early with ${code}`)));
  });
}

/** What the wallet simulator logs when ready: the keys a server uses to reach it as it would reach Vipps. */
export interface SimulatorKeys {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  msn: string;
}

/** The built wallet simulator as its own process, keeping its state in `dataDir`. */
export async function spawnSimulator(dataDir: string): Promise<Spawned & { keys: SimulatorKeys }> {
  const simulator = await spawnBuilt('wallet-simulator.js', { DATA_DIR: dataDir }, 'wallet simulator ready');
  return { ...simulator, keys: simulator.line as unknown as SimulatorKeys };
}
