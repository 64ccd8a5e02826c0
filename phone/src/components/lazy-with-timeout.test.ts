import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@skal/shared';
import { ChunkLoadError, withTimeout } from './lazy-with-timeout';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('passes a chunk that arrives in time through', async () => {
    await expect(withTimeout(() => Promise.resolve('chunk'))).resolves.toBe('chunk');
  });

  it('fails with a ChunkLoadError after 120 s', async () => {
    vi.useFakeTimers();
    const loading = withTimeout(() => new Promise<never>(() => undefined));
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    await expect(withTimeout(() => Promise.reject(new Error('Failed to fetch')))).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
  });
});
