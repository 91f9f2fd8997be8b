import 'server-only';
import type { FindDrugsResponse } from '@/lib/domain/find-drugs';
import { parseFindDrugsQuery, type FindDrugsQuery } from '@/lib/domain/find-drugs-query';
import { invalidParameters } from './errors';
import { gazetteer } from './gazetteer';
import { priceProvider } from './providers';

/** Validates a FindDrugs query string (every bad parameter at once) and resolves its location. */
export function validateFindDrugsQuery(params: URLSearchParams): FindDrugsQuery {
  const validation = parseFindDrugsQuery(params, gazetteer());
  if (!validation.ok) throw invalidParameters(validation.errors);
  return validation.query;
}

/** Finds and prices the drug near the location with the configured provider. */
export function findDrugs(query: FindDrugsQuery): Promise<FindDrugsResponse> {
  return priceProvider().findDrugs(query);
}
