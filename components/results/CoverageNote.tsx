'use client';

import coverageJson from '@/data/coverage.json';
import type { LocatedDrug } from '@/lib/domain/find-drugs';
import { coverageFileSchema, coverageNote } from '@/lib/domain/coverage';

const coverage = coverageFileSchema.parse(coverageJson);

/** The state most of the listed pharmacies are in (a search near a border spans two). */
function mainState(rows: readonly LocatedDrug[]): string | null {
  const counts = new Map<string, number>();
  for (const { pharmacy } of rows)
    counts.set(pharmacy.state, (counts.get(pharmacy.state) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** Says which kinds of pharmacy the list cannot show where the public data is thin. */
export function CoverageNote({ rows }: { rows: readonly LocatedDrug[] }) {
  const state = mainState(rows);
  const note = state ? coverageNote(coverage, state) : null;
  return note ? (
    <p className="coverage-note" role="note">
      {note}
    </p>
  ) : null;
}
