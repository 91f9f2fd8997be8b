'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { EstimateNote } from '@/components/ui/EstimateNote';
import { ResultsSkeleton } from '@/components/ui/ResultStates';
import { describeLocation } from '@/lib/domain/place/location';
import { findBasketQuery } from '@/lib/client/basket-queries';
import { itemLabel } from '@/lib/view/basket-labels';
import { removeFromBasket, useBasket } from '@/lib/client/basket-store';
import { basketPageState, basketUrl, findBasketParams } from '@/lib/view/basket-url';
import { fieldErrorsOf, useFieldErrorSentences } from '@/lib/view/field-errors';
import { useOnline } from '@/lib/client/use-online';
import { BasketError } from './BasketError';
import { BasketItemsList } from './BasketItemsList';
import { BasketLocationForm } from './BasketLocationForm';
import { BasketRanking } from './BasketRanking';
import { BasketSummary } from './BasketSummary';
import { ShareBasket } from './ShareBasket';
import { SharedBasketBanner } from './SharedBasketBanner';
import './basket.css';

/**
 * "My medicines": the list kept in this browser (or a list someone shared in the URL), and the
 * nearby pharmacies ranked by what the whole list costs there. The place lives in the URL.
 */
export function BasketView({ groupId }: { groupId: string }) {
  const router = useRouter();
  const t = useTranslations('Basket');
  const locale = useLocale();
  const common = useTranslations('Common');
  const yourLocation = common('yourLocation');
  const yourSearch = common('searchForDrug');
  const place = (where: Parameters<typeof describeLocation>[0]) =>
    describeLocation(where, yourLocation);
  const { location, items: sharedItems } = basketPageState(
    new URLSearchParams(useSearchParams().toString()),
  );
  const saved = useBasket();
  const isShared = sharedItems.length > 0;
  const items = isShared ? sharedItems : saved;
  const isOnline = useOnline();
  const query = useQuery({
    ...findBasketQuery(findBasketParams(groupId, location, items)),
    // Offline (the list shown from a stored page), the ranking waits for the connection.
    enabled: location !== null && items.length > 0 && isOnline,
  });
  const data = query.data;
  const labels = (data?.Items ?? []).map((item) => itemLabel(item, data?.Items, saved, locale));
  const { fields } = fieldErrorsOf(query.error, useFieldErrorSentences());

  return (
    <main id="main" className="basket">
      <h1>{isShared ? t('shared') : t('myMedicines')}</h1>
      {isShared ? (
        <SharedBasketBanner
          items={sharedItems}
          answers={data?.Items}
          savedCount={saved.length}
          onSaved={() => router.replace(basketUrl(location))}
        />
      ) : null}
      {items.length === 0 ? (
        <div className="empty-state">
          <h2>{t('empty')}</h2>
          <p>{t.rich('emptyHelp', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
          <p>
            <Link href="/">{yourSearch}</Link>
          </p>
        </div>
      ) : (
        <>
          <BasketItemsList
            items={items}
            answers={data?.Items}
            saved={saved}
            location={location}
            onRemove={isShared ? undefined : removeFromBasket}
          />
          <BasketLocationForm
            key={place(location)}
            location={location}
            serverError={fields.location}
            onSubmit={(next) => router.push(basketUrl(next, isShared ? sharedItems : []))}
          />
          {location ? null : <p className="basket-hint">{t('hint')}</p>}
          {location && !isOnline && !data ? (
            <p className="basket-hint">{t('needsConnection')}</p>
          ) : null}
        </>
      )}
      {query.isPending && query.isFetching ? <ResultsSkeleton /> : null}
      {query.isError ? (
        <BasketError
          error={query.error}
          items={items}
          saved={saved}
          place={place(location)}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {data && !query.isError && items.length > 0 ? (
        <>
          <h2 className="basket-heading">
            {t('heading', { place: data.Origin?.label ?? place(location) })}
          </h2>
          <BasketSummary data={data} labels={labels} />
          <BasketRanking data={data} labels={labels} location={location} busy={query.isFetching} />
          <ShareBasket path={basketUrl(location, items)} />
          {data.Pharmacies[0]?.prices.find(Boolean)?.isEstimate === false ? null : (
            <EstimateNote
              asOf={data.Pharmacies[0]?.prices.find(Boolean)?.costBasisAsOf ?? undefined}
            />
          )}
        </>
      ) : null}
    </main>
  );
}
