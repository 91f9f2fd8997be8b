import 'server-only';
import type { FindDrugsResponse } from '@/lib/domain/api/find-drugs';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { formKey, strengthLabelKey } from '@/lib/domain/query/product-filters';
import { drugNotFound } from '@/lib/server/core/api-error';

type Fetch = (query: FindDrugsQuery) => Promise<FindDrugsResponse>;

/**
 * Form and Strength (our extensions, which the web app's URLs use) have no parameter in the interface, but the
 * upstream's pickers carry each form's and strength's GSN. So a filtered query asks without the
 * filters, follows the picker entry to its GSN and asks again: at most three calls, each cached.
 * A product fixed by the caller (NDC or GSN) is never switched; a filter it fails is a 404, as
 * in the embedded provider. A Strength alone is looked up within the default form.
 */
export async function findNarrowed(
  query: FindDrugsQuery,
  fetch: Fetch,
): Promise<FindDrugsResponse> {
  if (query.form === null && query.strength === null) return fetch(query);
  const fixedByCaller = query.ndc !== null || query.gsn !== null;
  // The pickers are empty with PriceOnly, so the steps ask in full and the last step trims.
  let step: FindDrugsQuery = { ...query, form: null, strength: null, priceOnly: false };
  let answer = await fetch(step);

  const filters = [
    {
      wanted: query.form,
      entries: (a: FindDrugsResponse) => a.Forms.map((f) => ({ ...f, label: f.form })),
      key: formKey,
    },
    {
      wanted: query.strength,
      entries: (a: FindDrugsResponse) => a.Strengths.map((s) => ({ ...s, label: s.strength })),
      key: strengthLabelKey,
    },
  ];
  for (const { wanted, entries, key } of filters) {
    if (wanted === null) continue;
    const entry = entries(answer).find((e) => key(e.label) === key(wanted));
    if (entry?.isSelected) continue;
    if (!entry || fixedByCaller || entry.gsn === null) {
      throw drugNotFound(`No product of the selected drug matches "${wanted}".`);
    }
    step = { ...step, gsn: entry.gsn };
    answer = await fetch(step);
  }
  return query.priceOnly ? fetch({ ...step, priceOnly: true }) : answer;
}
