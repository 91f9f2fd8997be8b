import { seededRandom } from './random';

/** Prints rows as an aligned plain-text table (first column left, the rest right-aligned). */
export function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** The value at quantile q (0–1) of the numbers, by nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

/** Milliseconds to 2 decimals, or to 3 under 1 ms. */
export const ms = (value: number): string => value.toFixed(value < 1 ? 3 : 2);

/**
 * A percentile-bootstrap interval for median(numerators) / median(denominators): both samples are
 * resampled with replacement `resamples` times, and the interval holds the middle `level` of the
 * ratios. A seeded generator makes a run's interval repeatable from its loads.
 */
export function bootstrapRatioOfMedians(
  numerators: readonly number[],
  denominators: readonly number[],
  { resamples = 2000, level = 0.9, seed = 1 } = {},
): [low: number, high: number] {
  const random = seededRandom(seed);
  const resample = (values: readonly number[]) =>
    values.map(() => values[Math.floor(random() * values.length)]!);
  const ratios = Array.from(
    { length: resamples },
    () => median(resample(numerators)) / median(resample(denominators)),
  );
  const tail = (1 - level) / 2;
  return [quantile(ratios, tail), quantile(ratios, 1 - tail)];
}
