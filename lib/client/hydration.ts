import type { DehydratedState } from '@tanstack/react-query';
import type { Problem } from '@/lib/domain/problem';
import { ApiProblem } from './api';

/** An ApiProblem as plain data: React passes only plain objects from a server to a client component. */
interface PlainProblem {
  apiProblem: { status: number; problem: Problem };
}

const isPlainProblem = (value: unknown): value is PlainProblem =>
  typeof value === 'object' && value !== null && 'apiProblem' in value;

const toPlain = (error: unknown): unknown =>
  error instanceof ApiProblem
    ? ({ apiProblem: { status: error.status, problem: error.problem } } satisfies PlainProblem)
    : error;

const toApiProblem = (error: unknown): unknown =>
  isPlainProblem(error) ? new ApiProblem(error.apiProblem.status, error.apiProblem.problem) : error;

function mapErrors(state: DehydratedState, map: (error: unknown) => unknown): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        error: map(query.state.error) as Error | null,
        fetchFailureReason: map(query.state.fetchFailureReason) as Error | null,
      },
    })),
  };
}

/** Server side: a dehydrated cache whose ApiProblems travel as plain data. */
export const withPlainProblems = (state: DehydratedState): DehydratedState =>
  mapErrors(state, toPlain);

/** Browser side: the same cache with its ApiProblems back, so `instanceof ApiProblem` holds. */
export const withApiProblems = (state: DehydratedState): DehydratedState =>
  mapErrors(state, toApiProblem);
