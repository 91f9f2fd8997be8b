import 'server-only';
import { randomUUID } from 'node:crypto';
import { ApiProblem } from '@/lib/domain/api/api-problem';
import { mainState, type ListingCoverage } from '@/lib/domain/place/coverage-note';
import type { FindDrugsAnswer, FindDrugsResponse } from '@/lib/domain/api/find-drugs';
import { parseFindDrugsQuery, type FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import type { Container } from '../runtime/container';
import { isExpectedError, problemOf } from '../http/errors';
import type { PriceProvider, ProviderCallContext } from '../providers/types';
import { findChoices } from './chain-choices';

/**
 * Validates a FindDrugs query string (every bad parameter at once) and resolves its location. A
 * valid one is remembered by its text: the rules and the gazetteer do not change while the
 * process runs, and the web app sends the same few query strings again and again.
 */
export function validateFindDrugsQuery(
  services: Pick<Container, 'gazetteer' | 'validQueries'>,
  params: URLSearchParams,
): FindDrugsQuery {
  const { gazetteer, validQueries } = services;
  const text = params.toString();
  const known = validQueries.get(text);
  if (known) return known;
  const query = parseFindDrugsQuery(params, gazetteer);
  validQueries.set(text, query);
  return query;
}

/**
 * Finds and prices the drug near the location, with the point it searched from; per store, or
 * folded into choices (GroupBy=chain).
 */
async function findDrugs(
  { provider }: Pick<Container, 'provider'>,
  query: FindDrugsQuery,
  context: ProviderCallContext = {},
): Promise<FindDrugsAnswer> {
  const { NameMatch = null, ...found } =
    query.groupBy === 'chain'
      ? await findChoices(provider, query, context)
      : await provider.findDrugs(query, context);
  return {
    ...found,
    Origin: query.origin,
    Coverage: coverageNear(provider, found, query.originState ?? null),
    NameMatch,
  };
}

/**
 * What the source says it does not list in the searched ZIP's or city's state (Atwood, KS is
 * answered about Kansas even when its nearest listed pharmacies are in Nebraska); for
 * coordinates, in the state most pharmacies found are in. Null if nothing is missing.
 */
function coverageNear(
  provider: PriceProvider,
  found: FindDrugsResponse,
  originState: string | null,
): ListingCoverage | null {
  const state = originState ?? mainState(found.Drugs.map((row) => row.pharmacy.state));
  const notListed = state && provider.listingGaps ? [...provider.listingGaps(state)] : [];
  return state && notListed.length > 0 ? { state, notListed } : null;
}

/**
 * The answer to a FindDrugs query. With the embedded dataset an answer is a pure function of the
 * query for the life of the process, and people ask for the same drugs near the same places again
 * and again, so it is kept by query (groupID aside: it does not change the answer), frozen, as
 * every later request and page shares it; the route makes its bytes and ETag (once per answer).
 */
export async function findDrugsAnswer(
  services: Pick<Container, 'provider' | 'answerCache'>,
  query: FindDrugsQuery,
  context: ProviderCallContext = {},
): Promise<FindDrugsAnswer> {
  const { answerCache } = services;
  if (!answerCache) return findDrugs(services, query, context);
  const key = JSON.stringify({ ...query, groupId: null });
  const cached = answerCache.get(key);
  if (cached) return cached;
  const answer = deepFreeze(await findDrugs(services, query));
  answerCache.set(key, answer);
  return answer;
}

/** Freezes a JSON-like value all the way down (an answer shared by every request that asks). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

/**
 * FindDrugs for a server-rendered page: in process, through the same validation, provider and
 * answer cache as the route, with no token (the caller decides who may search). A 4xx becomes
 * the ApiProblem the browser would build from the route's answer, so both sides render the same
 * state; a 5xx or a fault of ours is thrown as it is.
 */
export async function findDrugsInProcess(
  services: Container,
  params: URLSearchParams,
): Promise<FindDrugsAnswer> {
  try {
    return await findDrugsAnswer(services, validateFindDrugsQuery(services, params));
  } catch (err) {
    if (!isExpectedError(err)) throw err;
    const { problem } = problemOf(err, randomUUID());
    // Only a 4xx is the search's answer; a 5xx is left for the browser to retry.
    if (problem.status >= 500) throw err;
    throw new ApiProblem(problem.status, problem);
  }
}
