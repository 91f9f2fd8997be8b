'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { EstimateNote } from '@/components/ui/EstimateNote';
import { ResultsError, ResultsSkeleton } from '@/components/ui/ResultStates';
import { describeLocation, type SearchLocation } from '@/lib/domain/place/location';
import { isPinned, type FoundPharmacy } from '@/lib/domain/place/pharmacy-place';
import { newSearch } from '@/lib/view/search-state';
import { SearchForm } from '@/components/search/SearchForm';
import type { FindBasketAnswer } from '@/lib/domain/basket/basket';
import { findBasketQuery } from '@/lib/client/basket-queries';
import { itemLabel } from '@/lib/view/basket-labels';
import { useBasket } from '@/lib/client/basket-store';
import {
  basketPageState,
  basketUrl,
  findBasketParams,
  pharmacyPageItems,
} from '@/lib/view/basket-url';
import { PharmacyDetails } from './PharmacyDetails';
import { PharmacyLocationMap } from './PharmacyLocationMap';
import { PricesHere } from './PricesHere';
import { SamePricesNearby } from './SamePricesNearby';
import './pharmacy.css';

/**
 * One pharmacy's page: where it is, when it opens, and what the medicine it was opened from and
 * "My medicines" cost there. The prices come from FindBasket with this PharmacyId, through the
 * same provider as the results. Opened with no medicine, it shows what the server found of the
 * pharmacy itself (`known`; null when the price source knows pharmacies only through a price
 * search) and a search box for a medicine.
 */
export function PharmacyView({
  id,
  groupId,
  known,
}: {
  id: string;
  groupId: string;
  known: FoundPharmacy | null;
}) {
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
    return known ? (
      <main id="main" className="pharmacy-page">
        <PharmacyPlace found={known} origin={null} />
        <MedicineSearch location={location} pharmacyZip={known.pharmacy.zip} />
      </main>
    ) : (
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
          <PharmacyPlace
            found={{ pharmacy: row.pharmacy, category: priced?.svcPharmacyCategory ?? null }}
            origin={data.Origin}
          />
          <PricesHere data={data} row={row} labels={labels} />
          {/* A chain store: the chain's other stores that charge the same, one list away. */}
          {location && row.pharmacy.chainCode && priced?.svcPharmacyCategory ? (
            <SamePricesNearby groupId={groupId} location={location} items={items} here={row} />
          ) : null}
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

/** Who and where the pharmacy is, beside its map (none for one known only by its ZIP). */
function PharmacyPlace({
  found,
  origin,
}: {
  found: { pharmacy: FoundPharmacy['pharmacy']; category: FoundPharmacy['category'] | null };
  origin: FindBasketAnswer['Origin'];
}) {
  const t = useTranslations('Pharmacy');
  const { pharmacy } = found;
  return (
    <div className="pharmacy-top">
      <PharmacyDetails
        pharmacy={pharmacy}
        category={found.category}
        originLabel={origin?.label ?? null}
      />
      {isPinned(pharmacy) ? (
        <PharmacyLocationMap
          pharmacy={{ ...pharmacy, name: pharmacy.pharmacyName }}
          origin={origin}
        />
      ) : (
        // Its ZIP's centre is not where it stands: no map rather than a wrong pin.
        <p className="pharmacy-map-panel no-map" role="note">
          {t('noMap')}
        </p>
      )}
    </div>
  );
}

/** A search for a medicine, from the page's place or else the pharmacy's own ZIP. */
function MedicineSearch({
  location,
  pharmacyZip,
}: {
  location: SearchLocation | null;
  pharmacyZip: string;
}) {
  const t = useTranslations('Pharmacy');
  const near = location ?? { kind: 'zip' as const, zip: pharmacyZip.slice(0, 5) };
  return (
    <section className="pharmacy-search" aria-labelledby="pharmacy-search-title">
      <h2 id="pharmacy-search-title">{t('searchHere')}</h2>
      <p>{t('searchHereHelp')}</p>
      <SearchForm current={newSearch('', near)} />
    </section>
  );
}
