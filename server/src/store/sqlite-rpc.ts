// The messages between the main thread's SQLite store and its threads (sqlite-worker.ts).

export interface WorkerData {
  file: string;
  /** The reader thread: a read-only connection, each call answered at once. Else the writer. */
  readOnly: boolean;
}

/** One store method call, by path: any method of the SQLite store works without changes here. */
export interface CallMessage {
  type: 'call';
  id: number;
  method: string;
  args: unknown[];
}

export interface WireError {
  message: string;
  code?: string;
}

export type ReplyMessage =
  { type: 'reply'; id: number; ok: true; value: unknown } | { type: 'reply'; id: number; ok: false; error: WireError };

export type WorkerMessage =
  | ReplyMessage
  /** The store is open: its method paths (`getRoom`, `players.add`) and plain properties (kind, description). */
  | { type: 'ready'; methods: string[]; properties: Record<string, unknown> }
  | { type: 'failed'; error: WireError }
  /** A batch of `calls` method calls was committed: one WAL sync. */
  | { type: 'committed'; calls: number };
