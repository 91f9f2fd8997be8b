import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { ApiProblem } from '@/lib/domain/api/api-problem';
import { findDrugsParams, searchStateFromUrl, type SearchState } from '@/lib/view/search-state';
import type { FindDrugsAnswer } from '@/lib/domain/api/find-drugs';
import type { Saving } from '@/lib/domain/results/savings';
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
 * Runs the page's search and its savings hints on the server, in process: the same validation,
 * answer cache and provider as the API, no query client and no JSON round trip. The page renders
 * them itself (the rows are server components), so nothing is dehydrated for the browser: the
 * answer travels once, as the rendered page. Memoised per request, so generateMetadata and the
 * page share one search (and one rate-limit hit). A server render never waits on retries: a
 * fault is left for the browser, which retries.
 */
export const loadResultsPage = cache(async (name: string, query: string): Promise<ResultsPage> => {
  const search = searchStateFromUrl(name, new URLSearchParams(query));
  const nothing = { search, answer: null, savings: [], answeredAtMs: 0, problem: null };
  if (!search.location) return { ...nothing, leftToBrowser: false };
  const services = container();
  if (!(await mayRenderSearch(services, await headers())))
    return { ...nothing, leftToBrowser: true };

  const params = findDrugsParams(search, services.env.browserGroupId);
  try {
    const answer = await findDrugsInProcess(services, params);
    const answeredAtMs = Date.now();
    // The savings hints of the answer found; a fault only leaves them out.
    const savings = await findSavingsInProcess(services, params, answer).then(
      ({ Savings }) => Savings,
      () => [],
    );
    return { search, answer, savings, answeredAtMs, problem: null, leftToBrowser: false };
  } catch (error) {
    if (error instanceof ApiProblem) {
      return { ...nothing, answeredAtMs: Date.now(), problem: error, leftToBrowser: false };
    }
    services.logger.error(
      { err: String(error) },
      'results page search failed; the browser will retry',
    );
    return { ...nothing, leftToBrowser: true };
  }
});
