'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { EstimateNote } from '@/components/results/EstimateNote';
import { ResultsSkeleton } from '@/components/results/ResultStates';
import { describeLocation } from '@/lib/domain/location';
import { findBasketQuery } from '@/lib/client/basket-queries';
import { itemLabel } from '@/lib/client/basket-labels';
import { removeFromBasket, useBasket } from '@/lib/client/basket-store';
import { basketPageState, basketUrl, findBasketParams } from '@/lib/client/basket-url';
import { fieldErrorsOf } from '@/lib/client/field-errors';
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
  const labels = (data?.Items ?? []).map((item) => itemLabel(item, data?.Items, saved));
  const { fields } = fieldErrorsOf(query.error);

  return (
    <main id="main" className="basket">
      <h1>{isShared ? 'A shared list of medicines' : 'My medicines'}</h1>
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
          <h2>No medicines yet</h2>
          <p>
            Search for a drug, then choose <strong>Add to my medicines</strong> on its prices page.
            Your list stays in this browser; no account needed.
          </p>
          <p>
            <Link href="/">Search for a drug</Link>
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
            key={describeLocation(location)}
            location={location}
            serverError={fields.location}
            onSubmit={(next) => router.push(basketUrl(next, isShared ? sharedItems : []))}
          />
          {location ? null : (
            <p className="basket-hint">
              Enter where you are to compare nearby pharmacies for the whole list.
            </p>
          )}
          {location && !isOnline && !data ? (
            <p className="basket-hint">
              Comparing pharmacies for the whole list needs a connection; it shows when you are back
              online.
            </p>
          ) : null}
        </>
      )}
      {query.isPending && query.isFetching ? <ResultsSkeleton /> : null}
      {query.isError ? (
        <BasketError
          error={query.error}
          items={items}
          saved={saved}
          place={describeLocation(location)}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {data && !query.isError && items.length > 0 ? (
        <>
          <h2 className="basket-heading">
            Pharmacies near {data.Origin?.label ?? describeLocation(location)}, by total
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
