import { describe, expect, it } from 'vitest';
import { boundedGenerator } from './bounded-generator';
import { GenerationError, type EntryGenerator } from './entry-generator';

/** A generator whose calls finish only when the test says so. */
function heldGenerator() {
  const calls: { finish: (values: string[]) => void }[] = [];
  const generator: EntryGenerator = {
    description: 'held',
    generate: () => new Promise((resolve) => calls.push({ finish: resolve })),
  };
  return { generator, calls };
}

const request = { language: 'norsk' as const, count: 1, existing: [] };
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('boundedGenerator', () => {
  it('runs at most the cap at once; the rest wait their turn', async () => {
    const { generator, calls } = heldGenerator();
    const bounded = boundedGenerator(generator, 2);
    const results = Array.from({ length: 5 }, (_, i) => bounded.generate({ ...request, count: i }));
    await turn();
    expect(calls).toHaveLength(2);
    calls[0]!.finish(['a']);
    await expect(results[0]).resolves.toEqual(['a']);
    await turn();
    expect(calls).toHaveLength(3);
    for (const call of calls.slice(1)) call.finish(['b']);
    await turn();
    expect(calls).toHaveLength(5);
    for (const call of calls.slice(3)) call.finish(['c']);
    await expect(Promise.all(results)).resolves.toHaveLength(5);
  });

  it('abandons running and waiting calls at once on abortAll, and refuses new ones', async () => {
    const { generator } = heldGenerator();
    const bounded = boundedGenerator(generator, 1);
    const running = bounded.generate(request);
    const waiting = bounded.generate(request);
    await turn();
    bounded.abortAll();
    await expect(running).rejects.toBeInstanceOf(GenerationError);
    await expect(waiting).rejects.toBeInstanceOf(GenerationError);
    await expect(bounded.generate(request)).rejects.toThrow(/shutting down/u);
  });
});
