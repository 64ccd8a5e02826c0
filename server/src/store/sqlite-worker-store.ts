// The server's SQLite store: writes go to one writer thread (sqlite-worker.ts) with group commit, so the
// event loop never waits for a WAL sync or a checkpoint; reads run here on a read-only WAL connection,
// which sees every committed write and never waits behind the writer (see README "Durability").
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type * as Esbuild from 'esbuild';
import type { Store } from './store';
import { openSqliteStore } from './sqlite-store';
import type { CallMessage, WireError, WorkerData, WorkerMessage } from './sqlite-rpc';

/**
 * Methods that only read, served on the calling thread. Every other method of the SQLite store is a
 * write and runs in the writer thread: a new method works there as it is (and is durable when it
 * resolves); list it here only if it never writes (the read-only connection refuses writes).
 */
export const SQLITE_READS: ReadonlySet<string> = new Set<keyof Store>([
  'getRoom',
  'listEntries',
  'countEntries',
  'getPayment',
  'listOpenPayments',
]);

export interface SqliteWorkerStoreOptions {
  /** Called after each group commit with the number of method calls it made durable. */
  onCommit?: (calls: number) => void;
}

export async function openSqliteWorkerStore(file: string, options: SqliteWorkerStoreOptions = {}): Promise<Store> {
  const worker = new Worker(await workerScript(), { workerData: { file } satisfies WorkerData });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let stopped: Error | null = null;

  const failAll = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const started = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed') reject(toError(message.error));
      else if (message.type === 'committed') options.onCommit?.(message.calls);
      else {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.ok) waiting?.resolve(message.value);
        else waiting?.reject(toError(message.error));
      }
    });
    worker.on('error', (error) => {
      reject(error);
      failAll(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`The SQLite writer thread stopped (exit code ${code})`);
      reject(error);
      failAll(error);
    });
  });
  try {
    await started;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  // Opened after the writer has created and migrated the file.
  const reader = await openSqliteStore(file, { readOnly: true });
  const call = (method: string, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ type: 'call', id, method, args } satisfies CallMessage);
    });

  const store: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(reader)) {
    if (typeof value !== 'function') store[name] = value;
    else if (SQLITE_READS.has(name)) store[name] = value;
    else store[name] = (...args: unknown[]) => call(name, args);
  }
  let closing: Promise<void> | null = null;
  store.close = () => {
    closing ??= (async () => {
      // Callers have their replies before they close, so nothing is in flight; the writer closes last
      // and so runs SQLite's final checkpoint.
      await reader.close();
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage({ type: 'close' });
      await exited;
    })();
    return closing;
  };
  return store as unknown as Store;
}

function toError(wire: WireError): Error {
  return Object.assign(new Error(wire.message), wire.code ? { code: wire.code } : {});
}

/**
 * The writer thread's script: `sqlite-worker.js` next to this bundle (server/dist, the desktop app).
 * From the TypeScript sources (tests, development) it is bundled once with esbuild into
 * server/node_modules/.cache, where its npm imports resolve as the sources' do.
 */
async function workerScript(): Promise<URL> {
  const built = new URL('./sqlite-worker.js', import.meta.url);
  if (fs.existsSync(fileURLToPath(built))) return built;
  const source = fileURLToPath(new URL('./sqlite-worker.ts', import.meta.url));
  const bundler = 'esbuild'; // a dev dependency: a name in a variable keeps bundlers from pulling it in
  const { build } = (await import(bundler)) as typeof Esbuild;
  const serverPackage = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const result = await build({
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(serverPackage.dependencies).filter((name) => !name.startsWith('@skal/')),
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/skal/', import.meta.url));
  const file = path.join(cacheDir, `sqlite-worker-${crypto.createHash('sha1').update(code).digest('hex')}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, file); // atomic: test processes starting together never load half a file
  }
  return pathToFileURL(file);
}
