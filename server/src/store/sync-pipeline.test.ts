import { describe, expect, it } from 'vitest';
import { syncPipeline } from './sync-pipeline';

/** A file whose syncs finish when the test says so: `syncs[i](error?)` ends the i-th sync started. */
function controlledFile() {
  const syncs: ((error?: Error) => void)[] = [];
  return { syncs, sync: (done: (error: Error | null) => void) => void syncs.push((error) => done(error ?? null)) };
}

/** Writes made through the pipeline, and what each has been told, by name. */
function writer(pipeline: ReturnType<typeof syncPipeline>) {
  const told: string[] = [];
  return {
    told,
    write: (name: string) => pipeline.written((error) => told.push(error ? `${name} failed: ${error.message}` : name)),
  };
}

describe('sync pipeline', () => {
  it('makes a write durable only with a sync that started after it, while an earlier sync is still running', () => {
    const file = controlledFile();
    const pipeline = syncPipeline(file.sync, 2);
    const { told, write } = writer(pipeline);
    write('a');
    write('b'); // during a's sync: a second sync starts at once, it does not wait for the first
    expect(file.syncs).toHaveLength(2);
    file.syncs[0]!();
    expect(told).toEqual(['a']); // the first sync started before b was written: b is not durable yet
    file.syncs[1]!();
    expect(told).toEqual(['a', 'b']);
    expect(pipeline.pending).toBe(0);
  });

  it('runs at most the given number of syncs at once, and the next one covers every write that waited', () => {
    const file = controlledFile();
    const pipeline = syncPipeline(file.sync, 2);
    const { told, write } = writer(pipeline);
    for (const name of ['a', 'b', 'c', 'd', 'e']) write(name);
    expect(file.syncs).toHaveLength(2);
    file.syncs[0]!();
    expect(told).toEqual(['a']);
    expect(file.syncs).toHaveLength(3); // one sync for c, d and e together
    file.syncs[1]!();
    expect(told).toEqual(['a', 'b']);
    expect(file.syncs).toHaveLength(3);
    file.syncs[2]!();
    expect(told).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(file.syncs).toHaveLength(3);
  });

  it('answers in write order when a later sync finishes first', () => {
    const file = controlledFile();
    const { told, write } = writer(syncPipeline(file.sync, 2));
    write('a');
    write('b');
    file.syncs[1]!(); // started after both writes: both are durable
    expect(told).toEqual(['a', 'b']);
    file.syncs[0]!();
    expect(told).toEqual(['a', 'b']);
  });

  it('with one sync at a time, a write made during a sync waits for the next one', () => {
    const file = controlledFile();
    const { told, write } = writer(syncPipeline(file.sync, 1));
    write('a');
    write('b');
    expect(file.syncs).toHaveLength(1);
    file.syncs[0]!();
    expect(told).toEqual(['a']);
    file.syncs[1]!();
    expect(told).toEqual(['a', 'b']);
  });

  it('fails every waiting write when a sync fails, and every write after it without syncing again', () => {
    const file = controlledFile();
    const pipeline = syncPipeline(file.sync, 2);
    const { told, write } = writer(pipeline);
    write('a');
    write('b');
    write('c');
    file.syncs[0]!(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
    expect(told).toEqual([
      'a failed: EIO: i/o error, fdatasync',
      'b failed: EIO: i/o error, fdatasync',
      'c failed: EIO: i/o error, fdatasync',
    ]);
    // A later sync that succeeds proves nothing: the kernel may have dropped the pages the failed one lost.
    file.syncs[1]!();
    write('d');
    expect(told.at(-1)).toBe('d failed: EIO: i/o error, fdatasync');
    expect(file.syncs).toHaveLength(2);
    expect(pipeline.pending).toBe(0);
  });

  it('is drained once every write has been answered and no sync runs', async () => {
    const file = controlledFile();
    const pipeline = syncPipeline(file.sync, 2);
    await pipeline.drained(); // nothing written: at once
    const { write } = writer(pipeline);
    write('a');
    write('b');
    let drained = false;
    const waiting = pipeline.drained().then(() => (drained = true));
    file.syncs[1]!();
    await Promise.resolve();
    expect(drained).toBe(false); // the first sync still runs
    file.syncs[0]!();
    await waiting;
    expect(drained).toBe(true);
  });
});
