// A process started while its database is away (a deployment that starts everything at once, or a database restart
// that takes longer than the server's): it waits and tries again with one clear line, instead of exiting with a
// stack trace and leaving its orchestrator to restart it in a loop. Any other failure (a wrong password, a database
// that does not exist) still ends the start at once.
import { reasonOf } from './fault-log';
import { isStorageUnreachable } from './storage-guard';

export const STORAGE_RETRY_MS = 2000;

export interface WaitOptions {
  /** What is waited for, as the log line names it (no credentials). */
  what: string;
  log: { warn(fields: object, message: string): void; info(fields: object, message: string): void };
  /** True once the server is closing: stop waiting. */
  givingUp: () => boolean;
  retryMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export async function waitForStorage<T>(open: () => Promise<T>, options: WaitOptions): Promise<T> {
  const retryMs = options.retryMs ?? STORAGE_RETRY_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const started = Date.now();
  let waited = false;
  for (;;) {
    try {
      const opened = await open();
      if (waited) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        options.log.info(
          { fault: 'storage', seconds: Number(seconds) },
          `${options.what} reachable after ${seconds} s`,
        );
      }
      return opened;
    } catch (error) {
      if (!isStorageUnreachable(error) || options.givingUp()) throw error;
      if (!waited) {
        options.log.warn(
          { fault: 'storage', reason: reasonOf(error) },
          `${options.what} cannot be reached (${reasonOf(error)}); waiting for it, trying every ${retryMs / 1000} s`,
        );
        waited = true;
      }
      await sleep(retryMs);
    }
  }
}

/** A database URL as a log line may show it: host and port, no user or password. */
export function storageName(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}`;
  } catch {
    return 'PostgreSQL';
  }
}
