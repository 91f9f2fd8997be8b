import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AUTOCOMPLETE_MIN_CHARS } from '@/lib/domain/api/constants';
import type { AutocompleteResponse, FindDrugsAnswer } from '@/lib/domain/api/find-drugs';
import { getJson, shouldRetry } from './api';
import { queryKeys } from './query-client';

/** The browser's fetcher for a gateway GET endpoint: one query string, over HTTP. */
export const overHttp =
  <T>(path: string) =>
  (params: URLSearchParams, signal?: AbortSignal): Promise<T> =>
    getJson<T>(`${path}?${params}`, signal);

const findDrugsOverHttp = overHttp<FindDrugsAnswer>('/gateway/Drug/FindDrugs');

/**
 * FindDrugs for one search, in the browser; the key is the exact query string, so the URL is the
 * cache key. A browser that searches itself neither refetches an answer while fresh nor retries a
 * 4xx on mount. (A results page the server renders searches in process: no query client there.)
 */
export const findDrugsQuery = (params: URLSearchParams) =>
  queryOptions({
    queryKey: queryKeys.findDrugs(params),
    queryFn: ({ signal }) => findDrugsOverHttp(params, signal),
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
