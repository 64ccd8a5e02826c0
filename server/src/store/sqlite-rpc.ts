// The messages between the main thread's SQLite store and its writer thread (sqlite-worker.ts).

export interface WorkerData {
  file: string;
}

/** One store method call, by name: any method of the SQLite store works without changes here. */
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
  | { type: 'ready' }
  | { type: 'failed'; error: WireError }
  /** A batch of `calls` method calls was committed (one WAL sync), or failed as a whole. */
  | { type: 'committed'; calls: number };
