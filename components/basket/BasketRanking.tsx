import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { FindBasketAnswer } from '@/lib/domain/basket';
import type { BasketItemRef } from '@/lib/domain/basket-item';
import type { SearchLocation } from '@/lib/domain/location';
import { pharmacyUrl } from '@/lib/client/basket-url';
import { formatDistance, formatPlace, formatUsd } from '@/lib/client/format';

interface Props {
  data: FindBasketAnswer;
  labels: readonly string[];
  location: SearchLocation | null;
  busy: boolean;
}

/** Nearby pharmacies by what the whole list costs there, each drug's price shown. */
export function BasketRanking({ data, labels, location, busy }: Props) {
  const t = useTranslations('Basket');
  const locale = useLocale();
  const items: BasketItemRef[] = data.Items;
  return (
    <ol className="basket-ranking" aria-label={t('rankingLabel')} aria-busy={busy}>
      {data.Pharmacies.map((row, index) => {
        const { pharmacy } = row;
        const pricedCount = items.length - row.missingItems.length;
        return (
          <li
            key={pharmacy.id}
            className="basket-row"
            data-pharmacy-id={pharmacy.id}
            data-total={row.totalUsd}
          >
            <div className="basket-row-head">
              <h3>
                <span className="rank" aria-hidden="true">
                  {index + 1}
                </span>
                <Link href={pharmacyUrl(pharmacy.id, location, items)}>
                  {pharmacy.pharmacyName}
                </Link>
              </h3>
              <p className="basket-total">
                {formatUsd(row.totalUsd, locale)}
                <span>
                  {row.missingItems.length === 0
                    ? t('forAll', { count: items.length })
                    : t('forSome', { priced: pricedCount, count: items.length })}
                </span>
              </p>
            </div>
            <p className="pharmacy-meta">
              {pharmacy.distance !== null ? `${formatDistance(pharmacy, locale)} · ` : ''}
              {formatPlace(pharmacy)}
            </p>
            <dl className="basket-prices">
              {row.prices.map((pricing, i) => (
                <div key={items[i]?.ndc ?? i}>
                  <dt>{labels[i]}</dt>
                  <dd>{pricing ? formatUsd(pricing.price, locale) : t('noPriceHere')}</dd>
                </div>
              ))}
            </dl>
            {row.missingItems.length > 0 ? (
              <p className="basket-missing">
                {t('lacks', { items: row.missingItems.map((i) => labels[i]).join(', ') })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
