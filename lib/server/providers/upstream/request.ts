import 'server-only';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import type { UpstreamRequest } from './transport';

/**
 * A validated query in the interface's parameters (docs/API.md). Our caller's groupID is ours; the upstream
 * gets the group it issued to this BFF. The location goes as the point we resolved (Lat+Long), so
 * both providers measure from the same place. Free text is lower-cased (matching ignores case)
 * and parameters come in a fixed order, so the string doubles as the normalised cache key.
 * SortBy is applied here, not upstream; Form and Strength are resolved through the pickers.
 */
export function findDrugsParams(query: FindDrugsQuery, upstreamGroupId: string): URLSearchParams {
  const params = new URLSearchParams({ groupID: upstreamGroupId });
  const set = (name: string, value: string | number | null) => {
    if (value !== null) params.set(name, typeof value === 'number' ? plainNumber(value) : value);
  };
  set('DrugName', query.drugName && normalizedText(query.drugName));
  set('NDC', query.ndc);
  set('GSN', query.gsn);
  set('BrandIndicator', query.brandIndicator);
  set('ReferencedBN', query.referencedBrandName && normalizedText(query.referencedBrandName));
  set('Lat', query.origin?.latitude ?? null);
  set('Long', query.origin?.longitude ?? null);
  // Our own PharmacyId never gets here: findAtOurPharmacy asks by location instead.
  set('NCPDP_NPI', query.pharmacyId?.kind === 'id' ? null : (query.pharmacyId?.value ?? null));
  set('NumPharm', query.numPharm);
  set('Qty', query.quantity);
  if (query.ucOverrideUsd !== null) {
    set('UseUC', 'true');
    set('UC', query.ucOverrideUsd);
  }
  if (query.priceOnly) set('PriceOnly', 'true');
  if (query.includeDrugInfo) set('IncludeDrugInfo', 'true');
  return params;
}

const normalizedText = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** A number as the interface's decimal parameters take it: never in exponent notation (1e-7). */
const plainNumber = (value: number): string =>
  /e/i.test(String(value)) ? value.toFixed(20).replace(/\.?0+$/, '') : String(value);

/** An Autocomplete prefix as the upstream is asked it (so the string is also the cache key). */
export const autocompleteParams = (prefixText: string): URLSearchParams =>
  new URLSearchParams({ prefixText: normalizedText(prefixText) });

/** An authorised GET with the headers every data call carries. */
export function authorizedGet(
  path: string,
  query: URLSearchParams,
  credentials: { clientKey: string; accessToken: string; requestId?: string },
): UpstreamRequest {
  return {
    method: 'GET',
    path,
    query,
    headers: {
      accept: 'application/json',
      'x-svc-client-key': credentials.clientKey,
      authorization: `Bearer ${credentials.accessToken}`,
      // Lets the upstream's logs be joined with ours.
      ...(credentials.requestId ? { 'x-request-id': credentials.requestId } : {}),
    },
  };
}
