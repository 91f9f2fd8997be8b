import 'server-only';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatUsd } from '@/lib/view/format';
import { selectionLabel } from '@/lib/view/selection-label';
import { describeLocation } from '@/lib/domain/place/location';
import { quantityUnit } from '@/lib/i18n/dose-forms';
import type { ResultsPage } from './results-page';

const SITE_NAME = 'Rx Price Finder';

/**
 * Title, description and Open Graph of a results page, in the page's language: the drug, the
 * place and the lowest price, so a shared link's preview and a search engine show the answer.
 * Pages that found nothing (a 400 or 404) are not indexed.
 */
export async function resultsMetadata({ search, answer, problem }: ResultsPage): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('Metadata');
  const here = (await getTranslations('Common'))('yourLocation');
  const place = answer?.Origin?.label ?? describeLocation(search.location, here);
  const cheapest = answer?.Drugs.reduce<(typeof answer.Drugs)[number] | undefined>(
    (best, row) => (best && best.pricing.price <= row.pricing.price ? best : row),
    undefined,
  );
  if (!answer || !cheapest) {
    const title = place
      ? t('resultsNoPrices', { name: search.name, place })
      : t('resultsNoPricesNoPlace', { name: search.name });
    return { title, robots: problem ? { index: false } : undefined };
  }
  const { drugLabel, quantity } = selectionLabel(answer, search.name, locale);
  const fill = quantity
    ? t('resultsFill', {
        qty: quantity.qty,
        unit: quantityUnit(quantity.quantityLabel, locale),
        drug: drugLabel,
      })
    : drugLabel;
  const lowest = formatUsd(cheapest.pricing.price, locale);
  const title = t('resultsTitle', { drug: drugLabel, place, lowest });
  const description = t('resultsDescription', {
    fill,
    count: answer.Drugs.length,
    place,
    lowest,
    pharmacy: cheapest.pharmacy.pharmacyName,
  });
  return {
    title,
    description,
    openGraph: { title, description, type: 'website', siteName: SITE_NAME },
    twitter: { card: 'summary', title, description },
  };
}
