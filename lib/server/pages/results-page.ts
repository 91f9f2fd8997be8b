import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { ApiProblem } from '@/lib/domain/api-problem';
import { findSavingsQuery } from '@/lib/client/basket-queries';
import { findDrugsQuery } from '@/lib/client/queries';
import { makeQueryClient } from '@/lib/client/query-client';
import { findDrugsParams, searchStateFromUrl, type SearchState } from '@/lib/client/search-state';
import type { FindDrugsAnswer } from '@/lib/domain/find-drugs';
import type { Saving } from '@/lib/domain/savings';
import { container } from '../runtime/container';
import { findDrugsInProcess } from '../search/find-drugs-service';
import { mayRenderSearch } from '../rate-limit/page-render';
import { findSavingsInProcess } from '../search/savings-service';

/** What Next passes a page as `searchParams`. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** The results page's search as the server rendered it. */
export interface ResultsPage {
  search: SearchState;
  answer: FindDrugsAnswer | null;
  /** The savings hints for the answer's fill (none when the search failed or they did). */
  savings: Saving[];
  /** When the answer (or problem) was found, ms since the epoch: the rows' "open now" is for then. */
  answeredAtMs: number;
  /** The 4xx the search answered (shown as the browser would show it). */
  problem: ApiProblem | null;
  /** The server did not search (rate limit, fault): the browser searches through its session. */
  leftToBrowser: boolean;
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
 * Runs the page's search and its savings hints on the server with the browser's own query
 * options (same keys, same staleTime), in process instead of over HTTP. The page renders them
 * itself (the rows are server components), so nothing is dehydrated for the browser: the answer
 * travels once, as the rendered page. Memoised per request, so generateMetadata and the page
 * share one search (and one rate-limit hit).
 */
export const loadResultsPage = cache(async (name: string, query: string): Promise<ResultsPage> => {
  const search = searchStateFromUrl(name, new URLSearchParams(query));
  const nothing = { search, answer: null, savings: [], answeredAtMs: 0, problem: null };
  if (!search.location) return { ...nothing, leftToBrowser: false };
  const services = container();
  if (!(await mayRenderSearch(services, await headers())))
    return { ...nothing, leftToBrowser: true };

  const { env, logger } = services;
  const client = makeQueryClient();
  // A server render never waits on retries: a fault is left for the browser, which retries.
  const params = findDrugsParams(search, env.browserGroupId);
  const options = {
    ...findDrugsQuery(params, (p) => findDrugsInProcess(services, p)),
    retry: false,
  };
  await client.prefetchQuery(options);
  const answered = client.getQueryState(options.queryKey);
  const error = answered?.error ?? null;
  // The savings hints of a search that found prices; a fault only leaves them out.
  const savingsOptions = {
    ...findSavingsQuery(params, (p) => findSavingsInProcess(services, p)),
    retry: false,
  };
  if (error === null) await client.prefetchQuery(savingsOptions);
  if (error !== null && !(error instanceof ApiProblem)) {
    logger.error({ err: String(error) }, 'results page search failed; the browser will retry');
    return { ...nothing, leftToBrowser: true };
  }
  return {
    search,
    answer: client.getQueryData(options.queryKey) ?? null,
    savings: client.getQueryData(savingsOptions.queryKey)?.Savings ?? [],
    answeredAtMs: Math.max(answered?.dataUpdatedAt ?? 0, answered?.errorUpdatedAt ?? 0),
    problem: error,
    leftToBrowser: false,
  };
});
