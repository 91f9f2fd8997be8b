import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FindBasketAnswer } from '@/lib/domain/basket/basket';
import type { FindSavingsAnswer } from '@/lib/domain/results/savings';
import { shouldRetry } from './api';
import { overHttp } from './queries';
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
 * FindSavings for the results page's own FindDrugs query string, when the browser searches itself.
 * (A page the server renders finds its hints in process, so they are in the first HTML: arriving
 * later, above the list, they pushed the prices down and became the page's largest paint.)
 */
export const findSavingsQuery = (params: URLSearchParams) =>
  queryOptions({
    queryKey: queryKeys.findSavings(params),
    queryFn: ({ signal }) => findSavingsOverHttp(params, signal),
    retry: shouldRetry,
    staleTime: 5 * 60_000,
  });
