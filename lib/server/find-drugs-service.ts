import 'server-only';
import { randomUUID } from 'node:crypto';
import { ApiProblem } from '@/lib/client/api';
import type { FindDrugsAnswer } from '@/lib/domain/find-drugs';
import { parseFindDrugsQuery, type FindDrugsQuery } from '@/lib/domain/find-drugs-query';
import { container } from './container';
import { isExpectedError, problemOf } from './errors';

/** Validates a FindDrugs query string (every bad parameter at once) and resolves its location. */
export function validateFindDrugsQuery(params: URLSearchParams): FindDrugsQuery {
  return parseFindDrugsQuery(params, container().gazetteer);
}

/** Finds and prices the drug near the location, with the point it searched from. */
export async function findDrugs(query: FindDrugsQuery): Promise<FindDrugsAnswer> {
  const found = await container().provider.findDrugs(query);
  return { ...found, Origin: query.origin };
}

/**
 * FindDrugs for a server-rendered page: in process, through the same validation and provider as
 * the route, with no token (the caller decides who may search). A 4xx becomes the ApiProblem the
 * browser would build from the route's answer, so both sides render the same state; faults of
 * ours are thrown as they are.
 */
export async function findDrugsInProcess(params: URLSearchParams): Promise<FindDrugsAnswer> {
  try {
    return await findDrugs(validateFindDrugsQuery(params));
  } catch (err) {
    if (!isExpectedError(err)) throw err;
    const { problem } = problemOf(err, randomUUID());
    throw new ApiProblem(problem.status, problem);
  }
}
