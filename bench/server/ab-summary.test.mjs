import { describe, expect, it } from 'vitest';
import { formatAb, sideFigures } from './ab-summary.mjs';

/** The parts of a bench:server JSON the summary reads. */
const run = (skal, bare, ratios) => ({
  results: [
    { target: 'skal', ackMs: { p50: skal[0], p99: skal[1] }, errors: 0, server: { cpuMsPerAdd: 0.35 } },
    { target: 'bare', ackMs: { p50: bare[0], p99: bare[1] }, errors: 0 },
  ],
  ratios: { ackP50: ratios[0], ackP99: ratios[1] },
});

describe('A/B bench summary', () => {
  it("reads a run's Skål and bare figures, and refuses a run without both", () => {
    expect(sideFigures(run([1.4, 5.2], [1.3, 3.2], [1.08, 1.63]))).toEqual({
      skalP50: 1.4,
      skalP99: 5.2,
      bareP99: 3.2,
      p50Ratio: 1.08,
      p99Ratio: 1.63,
      cpuMsPerAdd: 0.35,
      errors: 0,
    });
    expect(() => sideFigures({ results: [], ratios: {} })).toThrow(/BENCH_TARGETS=skal,bare/u);
  });

  it("lists every run, then each side's median and mean p99 ratio and the rounds the working tree won", () => {
    const names = { base: 'main (abc1234)', head: 'working tree' };
    const runs = [
      { round: 1, side: 'base', figures: sideFigures(run([1.4, 5.0], [1.3, 2.5], [1.08, 2.0])) },
      { round: 1, side: 'head', figures: sideFigures(run([1.2, 4.0], [1.3, 2.5], [0.92, 1.6])) },
      { round: 2, side: 'head', figures: sideFigures(run([1.2, 4.5], [1.3, 3.0], [0.92, 1.5])) },
      { round: 2, side: 'base', figures: sideFigures(run([1.4, 4.2], [1.3, 3.0], [1.08, 1.4])) },
      { round: 3, side: 'base', figures: sideFigures(run([1.4, 5.4], [1.3, 3.0], [1.08, 1.8])) },
      { round: 3, side: 'head', figures: sideFigures(run([1.2, 5.1], [1.3, 3.0], [0.92, 1.7])) },
    ];
    const text = formatAb(names, runs);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(
      /^round +side +Skål p50 ms +Skål p99 ms +bare p99 ms +p50 ratio +p99 ratio +CPU ms\/add$/u,
    );
    expect(lines).toHaveLength(2 + 6 + 1 + 3);
    expect(lines[2]).toMatch(/^1 +main \(abc1234\) +1\.40 +5\.00 +2\.50 +1\.08× +2\.00× +0\.350$/u);
    expect(text).toContain(
      'main (abc1234): p99 ratio median 1.80×, mean 1.73× (1.40–2.00×); p50 ratio median 1.08×; errors 0',
    );
    expect(text).toContain(
      'working tree: p99 ratio median 1.60×, mean 1.60× (1.50–1.70×); p50 ratio median 0.92×; errors 0',
    );
    expect(text).toContain('working tree had the lower p99 ratio in 2 of 3 rounds.');
  });
});
