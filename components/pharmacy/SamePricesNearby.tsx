'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import type { BasketPharmacy } from '@/lib/domain/basket/basket';
import type { BasketItemRef } from '@/lib/domain/basket/basket-item';
import type { SearchLocation } from '@/lib/domain/place/location';
import { findBasketQuery } from '@/lib/client/basket-queries';
import { findBasketParams, pharmacyUrl } from '@/lib/view/basket-url';
import { formatDistance } from '@/lib/view/format';
import { Link } from '@/lib/i18n/navigation';

interface Props {
  groupId: string;
  location: SearchLocation;
  items: readonly BasketItemRef[];
  /** The store this page is about: a chain store (the caller checks). */
  here: BasketPharmacy;
}

/**
 * "The same prices at 12 more Walgreens nearby": the other stores of this store's choice (the
 * chain's stores that charge the same for these medicines), from the ranking the list's page
 * asks for (the same query, so coming from it costs no request), each a link to its own page.
 */
export function SamePricesNearby({ groupId, location, items, here }: Props) {
  const t = useTranslations('Pharmacy');
  const locale = useLocale();
  const { data } = useQuery(findBasketQuery(findBasketParams(groupId, location, items)));
  const choice = data?.Choices?.find((c) => c.pharmacyIds.includes(here.pharmacy.id));
  if (!data || !choice || choice.storeCount < 2) return null;
  const byId = new Map(data.Pharmacies.map((row) => [row.pharmacy.id, row.pharmacy]));
  const others = choice.pharmacyIds.filter((id) => id !== here.pharmacy.id);
  return (
    <details className="other-stores same-prices">
      <summary>{t('samePrices', { count: choice.storeCount - 1, name: choice.name })}</summary>
      <ul>
        {others.flatMap((id) => {
          const store = byId.get(id);
          if (!store) return [];
          const distance = formatDistance(store, locale);
          return [
            <li key={id}>
              <Link href={pharmacyUrl(id, location, items)} prefetch={false}>
                {`${store.address}, ${store.city}`}
              </Link>
              {distance ? ` · ${distance}` : null}
            </li>,
          ];
        })}
      </ul>
    </details>
  );
}
