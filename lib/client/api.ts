import { ApiProblem } from '@/lib/domain/api/api-problem';
import type { Problem } from '@/lib/domain/api/problem';

/** The request never got an answer (offline, DNS, aborted). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The network request failed.', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * GETs a same-origin gateway URL as JSON. The session cookie travels automatically; no token or
 * key is ever handled here. Non-2xx answers become ApiProblem.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch (err) {
    throw new NetworkError(err);
  }
  if (response.ok) return (await response.json()) as T;
  let problem: Problem;
  try {
    problem = (await response.json()) as Problem;
  } catch {
    problem = {
      type: 'about:blank',
      title: response.statusText,
      status: response.status,
      detail: response.statusText,
    };
  }
  throw new ApiProblem(response.status, problem);
}

/** Retry network faults and 5xx at most twice; a 4xx will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiProblem && error.status < 500) return false;
  return failureCount < 2;
}
