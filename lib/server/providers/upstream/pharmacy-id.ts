import 'server-only';
import type { FindDrugsResponse } from '@/lib/domain/api/find-drugs';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { MAX_NUM_PHARM } from '@/lib/domain/api/constants';
import { isApiError, pharmacyNotFound } from '@/lib/server/core/api-error';

type Fetch = (query: FindDrugsQuery) => Promise<FindDrugsResponse>;

/**
 * Our PharmacyId cannot travel upstream: an upstream knows pharmacies by NCPDP or NPI only, and
 * the id we give a pharmacy it lists is a one-way hash of its identity there (mapper.ts). So a
 * PharmacyId query asks for the MAX_NUM_PHARM pharmacies nearest its location and keeps that
 * pharmacy's row. Without a location there is nothing to ask: 404, saying what to send.
 */
export async function findAtOurPharmacy(
  query: FindDrugsQuery,
  fetch: Fetch,
): Promise<FindDrugsResponse> {
  const selector = query.pharmacyId;
  if (selector?.kind !== 'id') return fetch(query);
  if (!query.origin) {
    throw pharmacyNotFound(
      'The price source finds a pharmacy by NCPDP or NPI only; send PharmacyId with Zip, City+State or Lat+Long.',
    );
  }
  const notListed = () =>
    pharmacyNotFound(
      `No pharmacy with id ${selector.value} is among the ${MAX_NUM_PHARM} nearest the search location.`,
    );
  let answer: FindDrugsResponse;
  try {
    answer = await fetch({ ...query, pharmacyId: null, numPharm: MAX_NUM_PHARM });
  } catch (err) {
    if (isApiError(err) && err.slug === 'no-pharmacy-nearby') throw notListed();
    throw err;
  }
  const Drugs = answer.Drugs.filter((row) => row.pharmacy.id === selector.value);
  if (Drugs.length === 0) throw notListed();
  return { ...answer, Drugs };
}
