import 'server-only';
import { mainState, type ListingCoverage } from '@/lib/domain/coverage-note';
import type { FindDrugsAnswer, FindDrugsResponse } from '@/lib/domain/find-drugs';
import { parseFindDrugsQuery, type FindDrugsQuery } from '@/lib/domain/find-drugs-query';
import { container } from './container';
import type { PriceProvider, ProviderCallContext } from './providers/types';

/** Validates a FindDrugs query string (every bad parameter at once) and resolves its location. */
export function validateFindDrugsQuery(params: URLSearchParams): FindDrugsQuery {
  return parseFindDrugsQuery(params, container().gazetteer);
}

/** Finds and prices the drug near the location, with the point it searched from. */
export async function findDrugs(
  query: FindDrugsQuery,
  context: ProviderCallContext = {},
): Promise<FindDrugsAnswer> {
  const { provider } = container();
  const found = await provider.findDrugs(query, context);
  return { ...found, Origin: query.origin, Coverage: coverageNear(provider, found) };
}

/** What the source says it does not list in the state of the pharmacies found; null if nothing. */
function coverageNear(provider: PriceProvider, found: FindDrugsResponse): ListingCoverage | null {
  const state = mainState(found.Drugs.map((row) => row.pharmacy.state));
  const notListed = state && provider.listingGaps ? [...provider.listingGaps(state)] : [];
  return state && notListed.length > 0 ? { state, notListed } : null;
}
