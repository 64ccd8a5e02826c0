// The summary of an A/B bench (ab.mjs): per round, each side's Skål and bare figures from one bench:server run,
// and what the rounds say together. Alone, one run says little: on this VM the same code's ack p99 ratio moved
// from 1.36× to 2.04× within an hour, so a change is judged by pairs of runs made close together.

/**
 * One side's figures from a bench:server JSON (its `results` and `ratios`).
 * @param {{ results: any[], ratios: { ackP50: number, ackP99: number } }} json
 */
export function sideFigures(json) {
  const skal = json.results.find((result) => result.target === 'skal');
  const bare = json.results.find((result) => result.target === 'bare');
  if (!skal || !bare) throw new Error('the run has no Skål or no bare target (BENCH_TARGETS=skal,bare)');
  return {
    skalP50: skal.ackMs.p50,
    skalP99: skal.ackMs.p99,
    bareP99: bare.ackMs.p99,
    p50Ratio: json.ratios.ackP50,
    p99Ratio: json.ratios.ackP99,
    cpuMsPerAdd: skal.server?.cpuMsPerAdd ?? null,
    errors: skal.errors + bare.errors,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const fixed = (value, digits = 2) => (value === null ? '–' : value.toFixed(digits));

/**
 * @param {{ base: string, head: string }} names  how the two sides are called in the table
 * @param {{ round: number, side: 'base' | 'head', figures: ReturnType<typeof sideFigures> }[]} runs
 * @returns {string}
 */
export function formatAb(names, runs) {
  const header = ['round', 'side', 'Skål p50 ms', 'Skål p99 ms', 'bare p99 ms', 'p50 ratio', 'p99 ratio', 'CPU ms/add'];
  const rows = runs.map(({ round, side, figures }) => [
    String(round),
    names[side],
    fixed(figures.skalP50),
    fixed(figures.skalP99),
    fixed(figures.bareP99),
    `${fixed(figures.p50Ratio)}×`,
    `${fixed(figures.p99Ratio)}×`,
    fixed(figures.cpuMsPerAdd, 3),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  const lines = [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];

  lines.push('');
  for (const side of /** @type {const} */ (['base', 'head'])) {
    const mine = runs.filter((run) => run.side === side).map((run) => run.figures);
    if (mine.length === 0) continue;
    const p99 = mine.map((figures) => figures.p99Ratio);
    const p50 = mine.map((figures) => figures.p50Ratio);
    lines.push(
      `${names[side]}: p99 ratio median ${fixed(median(p99))}×, mean ${fixed(mean(p99))}× (${fixed(Math.min(...p99))}–${fixed(Math.max(...p99))}×);` +
        ` p50 ratio median ${fixed(median(p50))}×; errors ${mine.reduce((sum, figures) => sum + figures.errors, 0)}`,
    );
  }
  const rounds = [...new Set(runs.map((run) => run.round))];
  const pairs = rounds.flatMap((round) => {
    const base = runs.find((run) => run.round === round && run.side === 'base');
    const head = runs.find((run) => run.round === round && run.side === 'head');
    return base && head ? [{ base: base.figures, head: head.figures }] : [];
  });
  if (pairs.length > 0) {
    const lower = pairs.filter((pair) => pair.head.p99Ratio < pair.base.p99Ratio).length;
    lines.push(`${names.head} had the lower p99 ratio in ${lower} of ${pairs.length} rounds.`);
  }
  return lines.join('\n');
}
