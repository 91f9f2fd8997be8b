import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FindBasketAnswer } from '@/lib/domain/basket';
import type { FindSavingsAnswer } from '@/lib/domain/savings';
import { shouldRetry } from './api';
import { overHttp, type GatewayFetcher } from './queries';
import { queryKeys } from './query-client';

const findBasketOverHttp = overHttp<FindBasketAnswer>('/gateway/Drug/FindBasket');
const findSavingsOverHttp = overHttp<FindSavingsAnswer>('/gateway/Drug/FindSavings');

/** FindBasket for a list and a place; the previous ranking stays while a new place loads. */
export const findBasketQuery = (params: URLSearchParams) =>
  queryOptions({
    queryKey: queryKeys.findBasket(params),
    queryFn: ({ signal }) => findBasketOverHttp(params, signal),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
    staleTime: 5 * 60_000,
  });

/**
 * FindSavings for the results page's own FindDrugs query string. The server render prefetches it
 * with its own fetcher, so the hints are in the first HTML: arriving later, above the list, they
 * pushed the prices down and became the page's largest paint.
 */
export const findSavingsQuery = (
  params: URLSearchParams,
  fetchAnswer: GatewayFetcher<FindSavingsAnswer> = findSavingsOverHttp,
) =>
  queryOptions({
    queryKey: queryKeys.findSavings(params),
    queryFn: ({ signal }) => fetchAnswer(params, signal),
    retry: shouldRetry,
    staleTime: 5 * 60_000,
  });
