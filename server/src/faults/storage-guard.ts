// The store as the server uses it: a call that fails because storage cannot be reached (PostgreSQL stopped,
// restarting or unreachable; SQLite's disk failing) becomes a StorageUnavailable, which every route answers 503
// `unavailable` and every event `unavailable`, and is counted in the fault log instead of logged with a stack each
// time. A call that answers tells the fault log storage is back.
import type { Store } from '../store/store';
import type { FaultLog } from './fault-log';

export class StorageUnavailable extends Error {
  constructor(override readonly cause: unknown) {
    super(`storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StorageUnavailable';
  }
}

/** Node's socket errors of a server that is not there, or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** PostgreSQL's: shutting down or starting up, or too many connections (SQLSTATE class 08 is checked apart). */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres' own messages for a connection that broke or never opened. */
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not open|Cannot use a pool after calling end/u;

/** Whether `error` says storage cannot be reached now (as opposed to a bug or a refused statement). */
export function isStorageUnreachable(error: unknown): boolean {
  if (error instanceof StorageUnavailable) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith('08')) return true;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_FULL' || code.startsWith('SQLITE_IOERR')) return true;
  }
  // An AggregateError (a connect that tried IPv4 and IPv6) carries the causes.
  if (error instanceof AggregateError && error.errors.some(isStorageUnreachable)) return true;
  return PG_MESSAGES.test(error.message);
}

/** `store` with every method (sections' too) reporting to `faults` and failing as StorageUnavailable when away. */
export function guardStore(store: Store, faults: FaultLog): Store {
  const guard = <F extends (...args: never[]) => Promise<unknown>>(method: F, self: object): F =>
    (async (...args: Parameters<F>) => {
      try {
        const result = await method.apply(self, args);
        faults.ok('storage');
        return result;
      } catch (error) {
        if (!isStorageUnreachable(error)) throw error;
        faults.failed('storage', error);
        throw error instanceof StorageUnavailable ? error : new StorageUnavailable(error);
      }
    }) as F;
  const wrap = (target: Record<string, unknown>, depth: number): Record<string, unknown> => {
    const wrapped: Record<string, unknown> = Object.create(target) as Record<string, unknown>;
    for (const key of Object.keys(target)) {
      const value = target[key];
      // close stays as it is: storage closing at a stop is not storage coming back.
      if (typeof value === 'function' && key !== 'close') {
        wrapped[key] = guard(value as (...args: never[]) => Promise<unknown>, target);
      } else if (value && typeof value === 'object' && depth === 0) {
        wrapped[key] = wrap(value as Record<string, unknown>, 1);
      }
    }
    return wrapped;
  };
  return wrap(store as unknown as Record<string, unknown>, 0) as unknown as Store;
}
