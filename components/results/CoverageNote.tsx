import { coverageNote, type ListingCoverage } from '@/lib/domain/coverage-note';

/** Says which kinds of pharmacy the list cannot show where the public data is thin. */
export function CoverageNote({ coverage }: { coverage: ListingCoverage | null }) {
  const note = coverageNote(coverage);
  return note ? (
    <p className="coverage-note" role="note">
      {note}
    </p>
  ) : null;
}
