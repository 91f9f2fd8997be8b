import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AutocompleteResponse, FindDrugsAnswer } from '@/lib/domain/find-drugs';
import { getJson, shouldRetry } from './api';

/** FindDrugs for one search; the key is the exact query string, so the URL is the cache key. */
export const findDrugsQuery = (params: URLSearchParams) =>
  queryOptions({
    queryKey: ['findDrugs', params.toString()],
    queryFn: ({ signal }) => getJson<FindDrugsAnswer>(`/gateway/Drug/FindDrugs?${params}`, signal),
    placeholderData: keepPreviousData,
    retry: shouldRetry,
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
