import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AUTOCOMPLETE_MIN_CHARS } from '@/lib/domain/constants';
import type { AutocompleteResponse, FindDrugsAnswer } from '@/lib/domain/find-drugs';
import { getJson, shouldRetry } from './api';
import { queryKeys } from './query-client';

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
 * results page's server render runs these same options with its own (in-process) fetcher, and a
 * browser that searches itself neither refetches an answer while fresh nor retries a 4xx on mount.
 */
export const findDrugsQuery = (
  params: URLSearchParams,
  fetchAnswer: GatewayFetcher<FindDrugsAnswer> = findDrugsOverHttp,
) =>
  queryOptions({
    queryKey: queryKeys.findDrugs(params),
    queryFn: ({ signal }) => fetchAnswer(params, signal),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
    retryOnMount: false,
    staleTime: 5 * 60_000,
  });

/** Whether a partly typed name is long enough for the gateway to suggest anything. */
export const hasSuggestions = (prefixText: string): boolean =>
  prefixText.trim().length >= AUTOCOMPLETE_MIN_CHARS;

/** Name suggestions for a partly typed drug name. */
export const autocompleteQuery = (prefixText: string) =>
  queryOptions({
    queryKey: queryKeys.autocomplete(prefixText),
    queryFn: ({ signal }) =>
      getJson<AutocompleteResponse>(
        `/gateway/Drug/Autocomplete?${new URLSearchParams({ prefixText })}`,
        signal,
      ),
    enabled: hasSuggestions(prefixText),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
    staleTime: 10 * 60_000,
  });

/** The page's anonymous session (member id for the discount card). */
export const sessionQuery = () =>
  queryOptions({
    queryKey: queryKeys.session(),
    queryFn: ({ signal }) =>
      getJson<{ memberId: string; groupID: string }>('/gateway/session', signal),
    retry: shouldRetry,
    staleTime: Infinity,
  });
