// Logs an operator can read during an outage: the first failure of a kind (storage, Redis) is one line, the ones
// after it are counted and said once per interval, and the service coming back is one line. Without it a PostgreSQL
// outage wrote one error line with a stack per failed event (about 1,000 lines per process in 10 s) and nothing
// when it was over.

/** What can be away: the store (PostgreSQL or SQLite) and Redis. */
export type FaultKind = 'storage' | 'redis';

const LABEL: Record<FaultKind, string> = { storage: 'storage', redis: 'Redis' };

/** How often a kind that keeps failing is summed up in one line. */
export const FAULT_LOG_INTERVAL_MS = 10_000;
/**
 * How long after its last failure an answer counts as the service being back: a service that fails one call in
 * three (a pool that cannot always connect) is still away, and must not log a pair of lines per failure.
 */
export const FAULT_QUIET_MS = 1000;

export interface FaultLogger {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

export interface FaultLog {
  /** One failure of `kind`: logged if it is the first since the kind was last fine, else counted. */
  failed(kind: FaultKind, error: unknown): void;
  /**
   * `kind` answered: one line if it had been failing, and its last failure is FAULT_QUIET_MS ago (or `certain`: a
   * connection's own word that it is up, as Redis's `ready`, which comes once).
   */
  ok(kind: FaultKind, certain?: boolean): void;
  /** Whether `kind` is failing now (since its first failure, until it answers again). */
  failing(kind: FaultKind): boolean;
  /** Says what is still uncounted and stops the interval. */
  stop(): void;
}

interface Outage {
  since: number;
  lastFailure: number;
  /** Failures since the last line. */
  unsaid: number;
  total: number;
}

/** A short reason for a log line: the error's code and message, never its stack. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const message = error.message || error.name;
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

export function createFaultLog(
  log: FaultLogger,
  options: { intervalMs?: number; quietMs?: number; now?: () => number } = {},
): FaultLog {
  const now = options.now ?? Date.now;
  const outages = new Map<FaultKind, Outage>();
  const sumUp = () => {
    for (const [kind, outage] of outages) {
      if (outage.unsaid === 0) continue;
      log.warn(
        { fault: kind, failures: outage.unsaid, total: outage.total },
        `${LABEL[kind]} still unavailable: ${outage.unsaid} more failures (${outage.total} since ${Math.round((now() - outage.since) / 1000)} s ago)`,
      );
      outage.unsaid = 0;
    }
  };
  const timer = setInterval(sumUp, options.intervalMs ?? FAULT_LOG_INTERVAL_MS);
  timer.unref();
  return {
    failed(kind, error) {
      const outage = outages.get(kind);
      if (outage) {
        outage.unsaid++;
        outage.total++;
        outage.lastFailure = now();
        return;
      }
      outages.set(kind, { since: now(), lastFailure: now(), unsaid: 0, total: 1 });
      log.warn(
        { fault: kind, reason: reasonOf(error) },
        `${LABEL[kind]} unavailable: ${reasonOf(error)} (further failures are counted every ${Math.round((options.intervalMs ?? FAULT_LOG_INTERVAL_MS) / 1000)} s)`,
      );
    },
    ok(kind, certain = false) {
      const outage = outages.get(kind);
      if (!outage) return;
      if (!certain && now() - outage.lastFailure < (options.quietMs ?? FAULT_QUIET_MS)) return;
      outages.delete(kind);
      const seconds = ((now() - outage.since) / 1000).toFixed(1);
      log.info(
        { fault: kind, failures: outage.total, seconds: Number(seconds) },
        `${LABEL[kind]} is back after ${seconds} s (${outage.total} failures)`,
      );
    },
    failing: (kind) => outages.has(kind),
    stop() {
      clearInterval(timer);
      sumUp();
    },
  };
}
