// Latency samples in a growable Float64Array (no per-sample objects), and nearest-rank percentiles.

export class Samples {
  /** @param {number} expected rough sample count, so the buffer rarely grows */
  constructor(expected) {
    this.values = new Float64Array(Math.max(16, Math.ceil(expected)));
    this.length = 0;
  }

  /** @param {number} value */
  push(value) {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  /** Plain numbers rounded to the microsecond, compact enough for IPC. */
  toArray() {
    const out = new Array(this.length);
    for (let i = 0; i < this.length; i++) out[i] = Math.round(this.values[i] * 1000) / 1000;
    return out;
  }
}

/**
 * @param {ArrayLike<number>[]} parts samples from each load process
 * @returns {Float64Array} all of them, ascending
 */
export function mergeSorted(parts) {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const all = new Float64Array(total);
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all.sort();
}

/** Nearest-rank percentile of ascending values; null when there are none. */
export function percentile(/** @type {Float64Array} */ sorted, /** @type {number} */ p) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}
