import { onTestFinished, vi } from 'vitest';
import {
  problemType,
  PROBLEM_TYPES,
  type Problem,
  type ProblemSlug,
} from '@/lib/domain/api/problem';

/** A JSON answer as the gateway sends it. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

/** The gateway's problem of this kind, its status and title from the catalogue. */
export function problemBody(slug: ProblemSlug, extra: Partial<Problem> = {}): Problem {
  const { status, title } = PROBLEM_TYPES[slug];
  return { type: problemType(slug), title, status, detail: title, ...extra };
}

/** The gateway's problem+json answer of this kind. */
export const problemResponse = (slug: ProblemSlug, extra: Partial<Problem> = {}): Response =>
  jsonResponse(problemBody(slug, extra), PROBLEM_TYPES[slug].status);

/**
 * Stands in for the network at `fetch` for the rest of the test (called in a test or its
 * `beforeEach`): each request gets `answer(url)`, and the URLs asked for are kept in order. When
 * the test finishes, after its `afterEach` hooks, the globals it stubbed are restored.
 */
export function stubGatewayFetch(answer: (url: string) => Response): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(answer(url));
  });
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return asked;
}
