import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AutocompleteResponse, FindDrugsAnswer } from '@/lib/domain/find-drugs';
import { getJson, shouldRetry } from './api';

/**
 * Answers one gateway query string: over HTTP in the browser, in process on the server (a
 * server-rendered page prefetches with the browser's own query options and its own fetcher).
 */
export type GatewayFetcher<T> = (params: URLSearchParams, signal?: AbortSignal) => Promise<T>;

/** The browser's fetcher for a gateway GET endpoint. */
export const overHttp =
  <T>(path: string): GatewayFetcher<T> =>
  (params, signal) =>
    getJson<T>(`${path}?${params}`, signal);

const findDrugsOverHttp = overHttp<FindDrugsAnswer>('/gateway/Drug/FindDrugs');

/**
 * FindDrugs for one search; the key is the exact query string, so the URL is the cache key. The
 * results page's server render prefetches with these same options and its own fetcher, and hands
 * the answer (or its 4xx problem) over; the browser neither refetches it while fresh nor retries a
 * handed-over error on mount (retryOnMount), so the hydrated page shows what the server rendered.
 */
export const findDrugsQuery = (
  params: URLSearchParams,
  fetchAnswer: GatewayFetcher<FindDrugsAnswer> = findDrugsOverHttp,
) =>
  queryOptions({
    queryKey: ['findDrugs', params.toString()],
    queryFn: ({ signal }) => fetchAnswer(params, signal),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
    retryOnMount: false,
    staleTime: 5 * 60_000,
  });

/** Name suggestions for a partly typed drug name. */
export const autocompleteQuery = (prefixText: string) =>
  queryOptions({
    queryKey: ['autocomplete', prefixText.trim().toLowerCase()],
    queryFn: ({ signal }) =>
      getJson<AutocompleteResponse>(
        `/gateway/Drug/Autocomplete?${new URLSearchParams({ prefixText })}`,
        signal,
      ),
    enabled: prefixText.trim().length >= 2,
    placeholderData: keepPreviousData,
    retry: shouldRetry,
    staleTime: 10 * 60_000,
  });

/** The page's anonymous session (member id for the discount card). */
export const sessionQuery = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) =>
      getJson<{ memberId: string; groupID: string }>('/gateway/session', signal),
    retry: shouldRetry,
    staleTime: Infinity,
  });
