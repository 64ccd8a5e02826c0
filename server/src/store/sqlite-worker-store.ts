// The server's SQLite store: writes go to one writer thread (sqlite-worker.ts) with group commit, reads to
// a reader thread on a read-only WAL connection, which sees every committed write and never waits behind
// the writer. The event loop only posts messages: no SQLite call, so no disk wait, runs on it
// (see README "Durability").
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type * as Esbuild from 'esbuild';
import type { Store } from './store';
import type { CallMessage, ReplyMessage, WireError, WorkerData, WorkerMessage } from './sqlite-rpc';

/**
 * Methods that only read, by path (`players.list` for a section's method), served by the reader thread.
 * Every other method of the SQLite store is a write and runs in the writer thread: a new method works there as it is (and is durable when it
 * resolves); list it here only if it never writes (the read-only connection refuses writes).
 */
export const SQLITE_READS: ReadonlySet<string> = new Set<
  keyof Store | `players.${keyof Store['players']}` | `rounds.${keyof Store['rounds']}`
>([
  'getRoom',
  'readRoom',
  'listEntries',
  'countEntries',
  'readJoin',
  'listRemovedEntries',
  'getPayment',
  'listOpenPayments',
  'players.list',
  'players.choices',
  'rounds.get',
]);

/** Calls answered per turn of the event loop (each about 0.2–0.3 ms of work: the ack and the room's broadcast). */
export const ANSWERS_PER_TURN = 8;

export interface SqliteWorkerStoreOptions {
  /** Called after each group commit with the number of method calls it made durable. */
  onCommit?: (calls: number) => void;
}

/** One store thread: method calls by name, answered in messages. */
interface StoreThread {
  methods: string[];
  properties: Record<string, unknown>;
  call(method: string, args: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

export async function openSqliteWorkerStore(file: string, options: SqliteWorkerStoreOptions = {}): Promise<Store> {
  const script = await workerScript();
  const writer = await startThread(script, { file, readOnly: false }, options.onCommit);
  // Opened after the writer has created and migrated the file.
  const reader = await startThread(script, { file, readOnly: true }).catch(async (error: unknown) => {
    await writer.close();
    throw error;
  });

  const store: Record<string, unknown> = { ...writer.properties };
  for (const path of writer.methods) {
    const thread = SQLITE_READS.has(path) ? reader : writer;
    const [section, method] = path.includes('.') ? path.split('.', 2) : [null, path];
    const target = section ? ((store[section] ??= {}) as Record<string, unknown>) : store;
    target[method!] = (...args: unknown[]) => thread.call(path, args);
  }
  let closing: Promise<void> | null = null;
  store.close = () => {
    // The threads answer every call sent before close first; the writer closes last and so runs
    // SQLite's final checkpoint.
    closing ??= reader.close().then(() => writer.close());
    return closing;
  };
  return store as unknown as Store;
}

async function startThread(script: URL, data: WorkerData, onCommit?: (calls: number) => void): Promise<StoreThread> {
  const role = data.readOnly ? 'reader' : 'writer';
  const worker = new Worker(script, { workerData: data });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let stopped: Error | null = null;

  const answer = (reply: ReplyMessage) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(toError(reply.error));
  };
  /**
   * Commits' answers, at most ANSWERS_PER_TURN per turn of the event loop: each answered call goes on to its ack
   * and broadcasts, and after a slow sync the commits may carry hundreds of calls, which all at once would hold the
   * event loop (and every other room) for tens of milliseconds.
   */
  const unanswered: ReplyMessage[] = [];
  let budget = ANSWERS_PER_TURN;
  let nextTurn = false;
  const answerInTurns = (replies: ReplyMessage[]) => {
    unanswered.push(...replies);
    const now = unanswered.splice(0, budget);
    budget -= now.length;
    for (const reply of now) answer(reply);
    if (!nextTurn && budget < ANSWERS_PER_TURN) {
      nextTurn = true;
      setImmediate(() => {
        nextTurn = false;
        budget = ANSWERS_PER_TURN;
        answerInTurns([]);
      });
    }
  };
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const ready = new Promise<Extract<WorkerMessage, { type: 'ready' }>>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') resolve(message);
      else if (message.type === 'failed') reject(toError(message.error));
      else if (message.type === 'batch') {
        if (message.committed) onCommit?.(message.replies.length);
        answerInTurns(message.replies);
      } else answer(message);
    });
    worker.on('error', (error) => {
      reject(error);
      failAll(error);
    });
    worker.on('exit', (code) => {
      // Replies the thread sent before it stopped are answers, not failures, even if their turn has not come.
      for (const reply of unanswered.splice(0)) answer(reply);
      const error = new Error(`The SQLite ${role} thread stopped (exit code ${code})`);
      reject(error);
      failAll(error);
    });
  });
  let opened;
  try {
    opened = await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    methods: opened.methods,
    properties: opened.properties,
    call: (method, args) =>
      new Promise<unknown>((resolve, reject) => {
        if (stopped) return reject(stopped);
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ type: 'call', id, method, args } satisfies CallMessage);
      }),
    close: () => {
      closing ??= (async () => {
        if (stopped) return;
        const exited = new Promise((resolve) => worker.once('exit', resolve));
        worker.postMessage({ type: 'close' });
        await exited;
      })();
      return closing;
    },
  };
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
