// Small statistics over samples in milliseconds.

/** The p-th percentile (0–100) of the samples, by nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

/** Rounded for a table: two decimals under 10, one under 100, none above. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  const digits = Math.abs(value) < 10 ? 2 : Math.abs(value) < 100 ? 1 : 0;
  return Number(value.toFixed(digits));
}

export interface Summary {
  runs: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

export function summarize(samples: readonly number[]): Summary {
  return {
    runs: samples.length,
    median: round(median(samples)),
    p95: round(percentile(samples, 95)),
    min: round(Math.min(...samples)),
    max: round(Math.max(...samples)),
  };
}
