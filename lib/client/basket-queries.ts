import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { FindBasketAnswer } from '@/lib/domain/basket';
import type { FindSavingsAnswer } from '@/lib/domain/savings';
import { getJson, shouldRetry } from './api';

/** FindBasket for a list and a place; the previous ranking stays while a new place loads. */
export const findBasketQuery = (params: URLSearchParams) =>
  queryOptions({
    queryKey: ['findBasket', params.toString()],
    queryFn: ({ signal }) =>
      getJson<FindBasketAnswer>(`/gateway/Drug/FindBasket?${params}`, signal),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
    staleTime: 5 * 60_000,
  });

/** Answers one FindSavings query string: over HTTP in the browser, in process on the server. */
export type FindSavingsFetcher = (
  params: URLSearchParams,
  signal?: AbortSignal,
) => Promise<FindSavingsAnswer>;

const findSavingsOverHttp: FindSavingsFetcher = (params, signal) =>
  getJson<FindSavingsAnswer>(`/gateway/Drug/FindSavings?${params}`, signal);

/**
 * FindSavings for the results page's own FindDrugs query string. The server render prefetches it
 * with its own fetcher, so the hints are in the first HTML: arriving later, above the list, they
 * pushed the prices down and became the page's largest paint.
 */
export const findSavingsQuery = (
  params: URLSearchParams,
  fetchAnswer: FindSavingsFetcher = findSavingsOverHttp,
) =>
  queryOptions({
    queryKey: ['findSavings', params.toString()],
    queryFn: ({ signal }) => fetchAnswer(params, signal),
    retry: shouldRetry,
    staleTime: 5 * 60_000,
  });
