'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { EstimateNote } from '@/components/results/EstimateNote';
import { ResultsError, ResultsSkeleton } from '@/components/results/ResultStates';
import { describeLocation } from '@/lib/domain/location';
import { isPinned } from '@/lib/domain/pharmacy-place';
import { findBasketQuery } from '@/lib/client/basket-queries';
import { itemLabel } from '@/lib/client/basket-labels';
import { useBasket } from '@/lib/client/basket-store';
import {
  basketPageState,
  basketUrl,
  findBasketParams,
  pharmacyPageItems,
} from '@/lib/client/basket-url';
import { PharmacyDetails } from './PharmacyDetails';
import { PharmacyLocationMap } from './PharmacyLocationMap';
import { PricesHere } from './PricesHere';
import './pharmacy.css';

/**
 * One pharmacy's page: where it is, when it opens, and what the medicine it was opened from and
 * "My medicines" cost there. Everything comes from FindBasket with this PharmacyId, through the
 * same provider as the results (price sources know a pharmacy only with a drug to price).
 */
export function PharmacyView({ id, groupId }: { id: string; groupId: string }) {
  const { location, items: linked } = basketPageState(
    new URLSearchParams(useSearchParams().toString()),
  );
  const saved = useBasket();
  const t = useTranslations('Pharmacy');
  const locale = useLocale();
  const common = useTranslations('Common');
  const items = pharmacyPageItems(linked, saved);
  const query = useQuery({
    ...findBasketQuery(findBasketParams(groupId, location, items, id)),
    enabled: items.length > 0,
  });
  const data = query.data;
  const row = data?.Pharmacies[0];
  const labels = (data?.Items ?? []).map((item) => itemLabel(item, data?.Items, saved, locale));
  const priced = row?.prices.find((p) => p !== null) ?? null;

  if (items.length === 0) {
    return (
      <main id="main" className="empty-state">
        <h1>{t('details')}</h1>
        <p>{t('emptyHelp')}</p>
        <p>
          <Link href="/">{common('searchForDrug')}</Link>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="pharmacy-page">
      {query.isPending ? (
        <>
          <h1>{t('details')}</h1>
          <ResultsSkeleton />
        </>
      ) : null}
      {query.isError ? (
        <>
          <h1>{t('details')}</h1>
          <ResultsError
            error={query.error}
            drugName={t('theseMedicines')}
            locationLabel={describeLocation(location, common('yourLocation'))}
            onRetry={() => void query.refetch()}
          />
        </>
      ) : null}
      {data && row ? (
        <>
          <div className="pharmacy-top">
            <PharmacyDetails
              pharmacy={row.pharmacy}
              category={priced?.svcPharmacyCategory ?? null}
              originLabel={data.Origin?.label ?? null}
            />
            {isPinned(row.pharmacy) ? (
              <PharmacyLocationMap
                pharmacy={{ ...row.pharmacy, name: row.pharmacy.pharmacyName }}
                origin={data.Origin}
              />
            ) : (
              // Its ZIP's centre is not where it stands: no map rather than a wrong pin.
              <p className="pharmacy-map-panel no-map" role="note">
                {t('noMap')}
              </p>
            )}
          </div>
          <PricesHere data={data} row={row} labels={labels} />
          <p>
            <Link href={basketUrl(location)}>{t('compareBasket')}</Link>
          </p>
          {priced?.isEstimate === false ? null : (
            <EstimateNote asOf={priced?.costBasisAsOf ?? undefined} />
          )}
        </>
      ) : null}
    </main>
  );
}
