/**
 * The coverage note under results: which kinds of pharmacy the list cannot show where the public
 * data is thin. No schema here, so the results page can use it without carrying zod.
 */

/** Kinds of pharmacy people expect to see whose absence from a state's list is worth saying. */
export const COVERAGE_KINDS = [
  'CVS',
  'Costco',
  'Kroger-family stores',
  'independent pharmacies',
] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

/** What FindDrugs says about the listing near the search (an extension; null when complete). */
export interface ListingCoverage {
  /** The state most listed pharmacies are in. */
  state: string;
  /** Kinds of pharmacy the data holds none or almost none of in that state. */
  notListed: CoverageKind[];
}

/** "CVS, Costco and independent pharmacies". */
function listOf(kinds: readonly string[]): string {
  if (kinds.length <= 1) return kinds.join('');
  return `${kinds.slice(0, -1).join(', ')} and ${kinds[kinds.length - 1]}`;
}

/** The note to show under results, or null where the list is near-complete. */
export function coverageNote(coverage: ListingCoverage | null): string | null {
  if (!coverage || coverage.notListed.length === 0) return null;
  return (
    `Not listed here: ${listOf(coverage.notListed)}. The public listings we use hold few or none ` +
    `of these in ${coverage.state}, so a closer or cheaper pharmacy may be missing.`
  );
}

/** The state most of the listed pharmacies are in (a search near a border spans two). */
export function mainState(states: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const state of states) counts.set(state, (counts.get(state) ?? 0) + 1);
  return (
    [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null
  );
}
