import 'server-only';
import type { FindDrugsAnswer } from '@/lib/domain/find-drugs';
import { parseFindDrugsQuery, type FindDrugsQuery } from '@/lib/domain/find-drugs-query';
import { container } from './container';
import type { ProviderCallContext } from './providers/types';

/** Validates a FindDrugs query string (every bad parameter at once) and resolves its location. */
export function validateFindDrugsQuery(params: URLSearchParams): FindDrugsQuery {
  return parseFindDrugsQuery(params, container().gazetteer);
}

/** Finds and prices the drug near the location, with the point it searched from. */
export async function findDrugs(
  query: FindDrugsQuery,
  context: ProviderCallContext = {},
): Promise<FindDrugsAnswer> {
  const found = await container().provider.findDrugs(query, context);
  return { ...found, Origin: query.origin };
}
