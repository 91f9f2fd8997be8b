import { QueryClient } from '@tanstack/react-query';

/**
 * Every query's cache key, so a key is spelled once: the query options below build them, and
 * anything that reads or seeds the cache (a test) asks here.
 */
export const queryKeys = {
  findDrugs: (params: URLSearchParams) => ['findDrugs', params.toString()] as const,
  autocomplete: (prefixText: string) => ['autocomplete', prefixText.trim().toLowerCase()] as const,
  session: () => ['session'] as const,
  findBasket: (params: URLSearchParams) => ['findBasket', params.toString()] as const,
  findSavings: (params: URLSearchParams) => ['findSavings', params.toString()] as const,
};

/**
 * The one QueryClient recipe: the browser's (one per tab) and the component tests' start from it. Prices do not change because a tab regained
 * focus, so focus refetches are off; each query sets its own staleTime and retry rule.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}
