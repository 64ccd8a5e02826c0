// Bounds on model calls: at most a few run at once in this process (the rest wait their turn), and on
// shutdown every running or waiting call is abandoned at once, so a slow model never holds a stop.
import type { EntryGenerator, GenerateRequest } from './entry-generator';
import { GenerationError } from './entry-generator';

export interface BoundedGenerator extends EntryGenerator {
  /** Fails every running and waiting generation now (retryable: another process or a restart may redo it). */
  abortAll(): void;
}

export function boundedGenerator(inner: EntryGenerator, maxConcurrent: number): BoundedGenerator {
  let running = 0;
  const waiting: (() => void)[] = [];
  const aborts = new Set<(error: Error) => void>();
  let stopped = false;

  const slot = () =>
    new Promise<void>((resolve) => {
      if (running < maxConcurrent) {
        running += 1;
        resolve();
      } else {
        waiting.push(() => {
          running += 1;
          resolve();
        });
      }
    });
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return {
    description: inner.description,
    // Asking whether entries can come takes no slot: it is one short request, made before a payment or a grant.
    ...(inner.ready ? { ready: inner.ready.bind(inner) } : {}),
    async generate(request: GenerateRequest) {
      if (stopped) throw new GenerationError('the server is shutting down', true);
      // Abandoning means no longer waiting: the inner call may still finish, and its answer is dropped.
      let abort: (error: Error) => void = () => undefined;
      const abandoned = new Promise<never>((_resolve, reject) => {
        abort = reject;
      });
      aborts.add(abort);
      try {
        await Promise.race([slot(), abandoned]);
        try {
          return await Promise.race([inner.generate(request), abandoned]);
        } finally {
          release();
        }
      } finally {
        aborts.delete(abort);
      }
    },
    abortAll() {
      stopped = true;
      for (const abort of aborts) abort(new GenerationError('the server is shutting down', true));
    },
  };
}
