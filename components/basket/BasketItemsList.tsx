'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { BasketItemAnswer } from '@/lib/domain/basket/basket';
import type { BasketItemRef } from '@/lib/domain/basket/basket-item';
import type { SearchLocation } from '@/lib/domain/place/location';
import { newSearch, resultsUrl } from '@/lib/view/search-state';
import type { BasketEntry } from '@/lib/client/basket-store';
import { itemLabel, quantityText } from '@/lib/view/basket-labels';

interface Props {
  items: readonly BasketItemRef[];
  answers: readonly BasketItemAnswer[] | undefined;
  saved: readonly BasketEntry[];
  location: SearchLocation | null;
  /** Absent for a shared list, which is not this browser's to change. */
  onRemove?: (ndc: string) => void;
}

/** The results page of one item: its exact product (by NDC) and quantity, at the same place. */
const itemResultsUrl = (item: BasketItemRef, location: SearchLocation | null): string =>
  resultsUrl(newSearch(item.ndc, location, { qty: item.qty }));

/** The medicines on the list, each with its quantity and a way to its own prices. */
export function BasketItemsList({ items, answers, saved, location, onRemove }: Props) {
  const t = useTranslations('Basket');
  const locale = useLocale();
  return (
    <ul className="basket-items" aria-label={t('itemsLabel')}>
      {items.map((item) => {
        const label = itemLabel(item, answers, saved, locale);
        return (
          <li key={item.ndc} className="basket-item">
            <span className="basket-item-name">
              <Link href={itemResultsUrl(item, location)}>{label}</Link>
              <span className="basket-item-qty">{quantityText(item, answers, saved, locale)}</span>
            </span>
            {onRemove ? (
              <button type="button" className="secondary" onClick={() => onRemove(item.ndc)}>
                {t('remove')}
                <span className="visually-hidden"> {label}</span>
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
