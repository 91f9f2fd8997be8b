import 'server-only';
import type { BasketItemRef } from '@/lib/domain/basket/basket-item';
import { rankBasket, type FindBasketAnswer } from '@/lib/domain/basket/basket';
import type { FindDrugsResponse } from '@/lib/domain/api/find-drugs';
import { NO_PRODUCT_OPTIONS, type FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { parseFindBasketQuery, type FindBasketQuery } from '@/lib/domain/query/find-basket-query';
import { MAX_NUM_PHARM } from '@/lib/domain/api/constants';
import type { FieldError } from '@/lib/domain/api/problem';
import type { Container } from '../runtime/container';
import { ApiError, isApiError } from '../core/api-error';
import type { ProviderCallContext } from '../providers/types';

/** Validates a FindBasket query string (every bad parameter at once) and resolves its location. */
export function validateFindBasketQuery(
  { gazetteer }: Pick<Container, 'gazetteer'>,
  params: URLSearchParams,
): FindBasketQuery {
  return parseFindBasketQuery(params, gazetteer);
}

/**
 * Prices every item of the list near the location and ranks the pharmacies by the list's total.
 * One provider search per item (by NDC and quantity, run concurrently), each for more pharmacies
 * than are listed, so the join on pharmacy id can tell "no price here" from "too far to say"
 * (rankBasket). Both providers serve it unchanged through the one PriceProvider interface.
 */
export async function findBasket(
  { provider }: Pick<Container, 'provider'>,
  query: FindBasketQuery,
  context: ProviderCallContext = {},
): Promise<FindBasketAnswer> {
  const askedPerItem = query.pharmacy ? 1 : MAX_NUM_PHARM;
  const outcomes = await Promise.allSettled(
    query.items.map((item) => provider.findDrugs(itemQuery(query, item, askedPerItem), context)),
  );
  const answers = answersOf(outcomes);
  return {
    Origin: query.origin,
    ...rankBasket(
      query.items.map((item, index) => ({ item, answer: answers[index] ?? null })),
      query.numPharm,
      askedPerItem,
      query.groupBy,
    ),
  };
}

/** The FindDrugs search for one item: that NDC at that quantity, at the basket's location. */
function itemQuery(query: FindBasketQuery, item: BasketItemRef, numPharm: number): FindDrugsQuery {
  return {
    groupId: query.groupId,
    ...NO_PRODUCT_OPTIONS,
    ndc: item.ndc,
    quantity: item.qty,
    origin: query.origin,
    pharmacyId: query.pharmacy,
    numPharm,
  };
}

/**
 * Each item's answer, or null where the source has no pharmacy pricing it near there (that item
 * is then missing everywhere). Items naming no drug are one 404 that names each of them; a fault
 * (502, 503, 504) fails the whole list; so does "no pharmacy" when it holds for every item.
 */
function answersOf(
  outcomes: ReadonlyArray<PromiseSettledResult<FindDrugsResponse>>,
): Array<FindDrugsResponse | null> {
  const unknownItems: FieldError[] = [];
  const faults: unknown[] = [];
  const nothingNear: unknown[] = [];
  const answers = outcomes.map((outcome, index) => {
    if (outcome.status === 'fulfilled') return outcome.value;
    const err: unknown = outcome.reason;
    if (isApiError(err) && err.slug === 'drug-not-found') {
      unknownItems.push({ parameter: `Item[${index}]`, message: err.detail });
    } else if (
      isApiError(err) &&
      (err.slug === 'no-pharmacy-nearby' || err.slug === 'pharmacy-not-found')
    ) {
      nothingNear.push(err);
    } else {
      faults.push(err);
    }
    return null;
  });
  if (faults.length > 0) throw faults[0];
  if (unknownItems.length > 0) {
    throw new ApiError(
      'drug-not-found',
      `No drug matches ${unknownItems.map((e) => e.parameter).join(', ')}.`,
      unknownItems,
    );
  }
  if (nothingNear.length === outcomes.length) throw nothingNear[0];
  return answers;
}
