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
