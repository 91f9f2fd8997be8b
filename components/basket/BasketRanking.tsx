import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { BasketChoice, BasketPharmacy, FindBasketAnswer } from '@/lib/domain/basket/basket';
import type { BasketItemRef } from '@/lib/domain/basket/basket-item';
import { storeChoiceOf } from '@/lib/domain/results/choices';
import type { SearchLocation } from '@/lib/domain/place/location';
import { pharmacyUrl } from '@/lib/view/basket-url';
import { formatDistance, formatPlace, formatUsd } from '@/lib/view/format';

interface Props {
  data: FindBasketAnswer;
  labels: readonly string[];
  location: SearchLocation | null;
  busy: boolean;
}

/** A ranked row: one pharmacy, or a chain's stores that charge the same total, nearest first. */
interface RankedChoice {
  choice: Pick<BasketChoice, 'name' | 'storeCount'>;
  stores: BasketPharmacy[];
}

/** The answer's choices with their stores; an answer asked per store ranks each on its own. */
function rankedChoices(data: FindBasketAnswer): RankedChoice[] {
  const byId = new Map(data.Pharmacies.map((row) => [row.pharmacy.id, row]));
  const choices = data.Choices ?? data.Pharmacies.map((row) => storeChoiceOf([row], () => null));
  return choices
    .map((choice) => ({
      choice,
      stores: choice.pharmacyIds.flatMap((id) => byId.get(id) ?? []),
    }))
    .filter(({ stores }) => stores.length > 0);
}

/**
 * Nearby pharmacies by what the whole list costs there, each drug's price shown; a chain's stores
 * that charge the same total are one row, named by the nearest, that opens to the others.
 */
export function BasketRanking({ data, labels, location, busy }: Props) {
  const t = useTranslations('Basket');
  const locale = useLocale();
  const items: BasketItemRef[] = data.Items;
  return (
    <ol className="basket-ranking" aria-label={t('rankingLabel')} aria-busy={busy}>
      {rankedChoices(data).map(({ choice, stores }, index) => {
        const row = stores[0] as BasketPharmacy;
        const { pharmacy } = row;
        const pricedCount = items.length - row.missingItems.length;
        const distance = formatDistance(pharmacy, locale);
        const folded = choice.storeCount > 1;
        return (
          <li
            key={pharmacy.id}
            className="basket-row"
            data-pharmacy-id={pharmacy.id}
            data-total={row.totalUsd}
            data-store-count={choice.storeCount}
          >
            <div className="basket-row-head">
              <h3>
                <span className="rank" aria-hidden="true">
                  {index + 1}
                </span>
                <Link href={pharmacyUrl(pharmacy.id, location, items)}>{choice.name}</Link>
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
              {distance ? `${folded ? t('nearestStore', { distance }) : distance} · ` : ''}
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
            {folded ? (
              <details className="other-stores">
                <summary>{t('moreStores', { count: choice.storeCount - 1 })}</summary>
                <ul>
                  {stores.slice(1).map(({ pharmacy: store }) => (
                    <li key={store.id}>
                      <Link href={pharmacyUrl(store.id, location, items)} prefetch={false}>
                        {`${store.address}, ${store.city}`}
                      </Link>
                      {store.distance !== null ? ` · ${formatDistance(store, locale)}` : null}
                    </li>
                  ))}
                </ul>
                {choice.storeCount > stores.length ? (
                  <p>{t('moreFarther', { count: choice.storeCount - stores.length })}</p>
                ) : null}
              </details>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
