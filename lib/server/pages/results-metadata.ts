import 'server-only';
import type { Metadata } from 'next';
import { formatUsd } from '@/lib/client/format';
import { selectionLabel } from '@/lib/client/selection-label';
import { describeLocation } from '@/lib/domain/location';
import type { ResultsPage } from './results-page';

const SITE_NAME = 'Rx Price Finder';

/**
 * Title, description and Open Graph of a results page: the drug, the place and the lowest price,
 * so a shared link's preview and a search engine show the answer. Pages that found nothing (a
 * 400 or 404) are not indexed.
 */
export function resultsMetadata({ search, answer, problem }: ResultsPage): Metadata {
  const place = answer?.Origin?.label ?? describeLocation(search.location);
  const cheapest = answer?.Drugs.reduce<(typeof answer.Drugs)[number] | undefined>(
    (best, row) => (best && best.pricing.price <= row.pricing.price ? best : row),
    undefined,
  );
  if (!answer || !cheapest) {
    const title = `${search.name} prices ${place ? `near ${place}` : 'near you'} — ${SITE_NAME}`;
    return { title, robots: problem ? { index: false } : undefined };
  }
  const { drugLabel, quantity } = selectionLabel(answer, search.name);
  const fill = quantity ? `${quantity.qty} ${quantity.quantityLabel} of ${drugLabel}` : drugLabel;
  const lowest = formatUsd(cheapest.pricing.price);
  const title = `${drugLabel} near ${place}: from ${lowest} — ${SITE_NAME}`;
  const description =
    `Estimated prices for ${fill} at ${answer.Drugs.length} pharmacies near ${place}, ` +
    `from ${lowest} at ${cheapest.pharmacy.pharmacyName}. Estimates, not quotes.`;
  return {
    title,
    description,
    openGraph: { title, description, type: 'website', siteName: SITE_NAME },
    twitter: { card: 'summary', title, description },
  };
}
