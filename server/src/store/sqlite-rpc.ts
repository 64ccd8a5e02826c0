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
  /**
   * The writer's answers to one batch, in one message (one wake-up of the main thread per commit, not one per
   * call). `committed`: the batch's transaction was committed, with one WAL sync.
   */
  | { type: 'batch'; committed: boolean; replies: ReplyMessage[] };
