// The SQLite threads. The writer: the one connection that writes, with group commit. Every store method call
// that arrives while a commit is in flight joins the next batch: one transaction, one WAL sync for the
// whole batch, and each call inside its own savepoint, so a call that throws rolls back only itself.
// The replies go out only after COMMIT returned, that is once the batch is on disk (synchronous = FULL).
// WAL checkpoints run here too, inside the commits that cross the auto-checkpoint size. The reader: a
// read-only connection answering each read at once; it may wait on SQLite's WAL locks while a
// checkpoint syncs, which is why reads are not served on the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteDatabase, sqliteStoreOn } from './sqlite-store';
import type { CallMessage, ReplyMessage, WorkerData, WorkerMessage } from './sqlite-rpc';

/** Bounds one transaction, so a burst cannot build a batch whose commit takes long. */
const MAX_BATCH = 1000;

async function main(port: NonNullable<typeof parentPort>, { file, readOnly }: WorkerData): Promise<void> {
  let db;
  try {
    db = await openSqliteDatabase(file, { readOnly });
  } catch (error) {
    port.postMessage({ type: 'failed', error: describe(error) } satisfies WorkerMessage);
    return;
  }
  const store = sqliteStoreOn(db, file);
  const methods = storeMethods(store);
  const methodOf = (path: string) => (path === 'close' ? null : (methods.get(path) ?? null));
  const ready: WorkerMessage = {
    type: 'ready',
    methods: [...methods.keys()],
    properties: Object.fromEntries(Object.entries(store).filter(([, value]) => isPlain(value))),
  };

  if (readOnly) {
    port.on('message', (message: CallMessage | { type: 'close' }) => {
      if (message.type === 'close') return void store.close().then(() => port.close());
      const method = methodOf(message.method);
      if (!method) return port.postMessage(unknownMethod(message));
      Promise.resolve()
        .then(() => method(...message.args))
        .then(
          (value) => port.postMessage({ type: 'reply', id: message.id, ok: true, value } satisfies WorkerMessage),
          (error: unknown) =>
            port.postMessage({
              type: 'reply',
              id: message.id,
              ok: false,
              error: describe(error),
            } satisfies WorkerMessage),
        );
    });
    port.postMessage(ready);
    return;
  }

  const queue: CallMessage[] = [];
  let draining = false;
  let closeWhenDrained = false;
  const close = () => void store.close().then(() => port.close());

  /** Every call of a batch that failed as a whole is told why. */
  const failed = (batch: CallMessage[], error: unknown): ReplyMessage[] =>
    batch.map((call) => ({ type: 'reply', id: call.id, ok: false, error: describe(error) }));
  const runBatch = async (batch: CallMessage[]): Promise<{ committed: boolean; replies: ReplyMessage[] }> => {
    try {
      db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      return { committed: false, replies: failed(batch, error) };
    }
    const replies: ReplyMessage[] = [];
    for (const call of batch) {
      const method = methodOf(call.method);
      if (!method) {
        replies.push(unknownMethod(call));
        continue;
      }
      db.exec('SAVEPOINT store_call');
      try {
        const value: unknown = await method(...call.args);
        db.exec('RELEASE store_call');
        replies.push({ type: 'reply', id: call.id, ok: true, value });
      } catch (error) {
        db.exec('ROLLBACK TO store_call');
        db.exec('RELEASE store_call');
        replies.push({ type: 'reply', id: call.id, ok: false, error: describe(error) });
      }
    }
    try {
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      return { committed: false, replies: failed(batch, error) };
    }
    return { committed: true, replies };
  };

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      const { committed, replies } = await runBatch(batch);
      port.postMessage({ type: 'batch', committed, replies } satisfies WorkerMessage);
      // Let the calls that arrived during the commit reach the queue: they form the next batch.
      await new Promise((resolve) => setImmediate(resolve));
    }
    draining = false;
    if (closeWhenDrained) close();
  };

  port.on('message', (message: CallMessage | { type: 'close' }) => {
    if (message.type === 'close') {
      // Calls sent before close still commit (and are answered) first.
      if (draining) closeWhenDrained = true;
      else close();
      return;
    }
    queue.push(message);
    if (draining) return;
    draining = true;
    setImmediate(() => void drain());
  });
  port.postMessage(ready);
}

type Method = (...args: unknown[]) => unknown;
const isPlain = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The store's methods by path: `addEntries`, and `players.add` for a method of a section (an object of
 * methods, like `players`), each bound to its object. A new method or section needs no change here.
 */
function storeMethods(store: object): Map<string, Method> {
  const methods = new Map<string, Method>();
  for (const [name, value] of Object.entries(store)) {
    if (typeof value === 'function') methods.set(name, (value as Method).bind(store));
    else if (value && typeof value === 'object') {
      for (const [inner, method] of Object.entries(value as object)) {
        if (typeof method === 'function') methods.set(`${name}.${inner}`, (method as Method).bind(value));
      }
    }
  }
  return methods;
}

const unknownMethod = (call: CallMessage): ReplyMessage => ({
  type: 'reply',
  id: call.id,
  ok: false,
  error: { message: `No store method ${call.method}` },
});

function describe(error: unknown): { message: string; code?: string } {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? { message: error.message, code } : { message: error.message };
  }
  return { message: String(error) };
}

if (!parentPort) throw new Error('sqlite-worker.ts runs as a worker thread (see sqlite-worker-store.ts)');
void main(parentPort, workerData as WorkerData);
