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

/** FindSavings for the results page's own FindDrugs query string. */
export const findSavingsQuery = (params: URLSearchParams) =>
  queryOptions({
    queryKey: ['findSavings', params.toString()],
    queryFn: ({ signal }) =>
      getJson<FindSavingsAnswer>(`/gateway/Drug/FindSavings?${params}`, signal),
    retry: shouldRetry,
    staleTime: 5 * 60_000,
  });
