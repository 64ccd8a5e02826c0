// A model the test holds: generation starts, and ends only when the test lets it.
import type { EntryGenerator } from '../src/ai/entry-generator';

/** The events a client received, in order, without the presence counts (which come when they come). */
export const names = (seen: { name: string }[]) =>
  seen.map((event) => event.name).filter((name) => name !== 'presence');

/** A model that answers only when the test lets it. */
export function heldGenerator(): { generator: EntryGenerator; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    generator: {
      description: 'held by the test',
      generate: async ({ count }) => {
        await held;
        return Array.from({ length: count }, (_, index) => `Holdt tilbake ${index + 1}`);
      },
    },
  };
}
