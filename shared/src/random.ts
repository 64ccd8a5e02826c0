// Injectable randomness: a seeded generator for tests and replays, Math.random for play.

/** A source of numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

export const systemRandom: RandomSource = () => Math.random();

/** mulberry32: small, fast, good enough to shuffle a deck reproducibly from a 32-bit seed. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: RandomSource = systemRandom): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
