import 'server-only';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { cache } from 'react';
import { ApiProblem } from '@/lib/client/api';
import { withPlainProblems } from '@/lib/client/hydration';
import { findSavingsQuery } from '@/lib/client/basket-queries';
import { findDrugsQuery } from '@/lib/client/queries';
import { findDrugsParams, searchStateFromUrl, type SearchState } from '@/lib/client/search-state';
import type { FindDrugsAnswer } from '@/lib/domain/find-drugs';
import { container } from '../runtime/container';
import { findDrugsInProcess } from '../search/find-drugs-service';
import { mayRenderSearch } from '../rate-limit/page-render';
import { findSavingsInProcess } from '../search/savings-service';

/** What Next passes a page as `searchParams`. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** The results page's search as the server rendered it. */
export interface ResultsPage {
  search: SearchState;
  /** The search's query cache for the browser; null when the server did not search. */
  dehydrated: DehydratedState | null;
  answer: FindDrugsAnswer | null;
  /** The 4xx the search answered (shown as the browser would show it). */
  problem: ApiProblem | null;
}

/** The page's query string, as the browser's useSearchParams() reads it. */
export function pageQueryString(searchParams: PageSearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      params.append(key, item);
    }
  }
  return params.toString();
}

/**
 * Runs the page's search on the server with the browser's own query options (same key, same
 * staleTime), in process instead of over HTTP, and dehydrates the answer or its 4xx for the
 * browser. Memoised per request, so generateMetadata and the page share one search (and one
 * rate-limit hit).
 */
export const loadResultsPage = cache(async (name: string, query: string): Promise<ResultsPage> => {
  const search = searchStateFromUrl(name, new URLSearchParams(query));
  const skipped = { search, dehydrated: null, answer: null, problem: null };
  const services = container();
  if (!search.location || !(await mayRenderSearch(services, await headers()))) return skipped;

  const { env, logger } = services;
  const client = new QueryClient();
  // A server render never waits on retries: a fault is left for the browser, which retries.
  const params = findDrugsParams(search, env.browserGroupId);
  const options = {
    ...findDrugsQuery(params, (p) => findDrugsInProcess(services, p)),
    retry: false,
  };
  await client.prefetchQuery(options);
  const error = client.getQueryState(options.queryKey)?.error ?? null;
  // The savings hints of a search that found prices; a fault is left for the browser's own call.
  if (error === null) {
    await client.prefetchQuery({
      ...findSavingsQuery(params, (p) => findSavingsInProcess(services, p)),
      retry: false,
    });
  }
  if (error !== null && !(error instanceof ApiProblem)) {
    logger.error({ err: String(error) }, 'results page search failed; the browser will retry');
    return skipped;
  }
  return {
    search,
    dehydrated: withPlainProblems(
      dehydrate(client, {
        // The search's answer or its 4xx; the savings only when they arrived.
        shouldDehydrateQuery: (q) =>
          q.queryKey[0] === 'findSavings'
            ? q.state.status === 'success'
            : q.state.status !== 'pending',
      }),
    ),
    answer: client.getQueryData(options.queryKey) ?? null,
    problem: error,
  };
});
