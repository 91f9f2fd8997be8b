// Guards the gateway fetch wrapper: JSON, problems as ApiProblem, NetworkError, what is retried.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemType } from '@/lib/domain/api/problem';
import { ApiProblem } from '@/lib/domain/api/api-problem';
import { getJson, NetworkError, shouldRetry } from './api';

/** Answers fetch with `response`, keeping what was asked. */
function answerFetch(response: () => Response | Promise<Response>) {
  const asked: Array<{ url: string; init: RequestInit | undefined }> = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    asked.push({ url, init });
    return Promise.resolve().then(response);
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('getJson', () => {
  it('asks for JSON on the same origin and returns the body', async () => {
    const asked = answerFetch(() => Response.json({ memberId: 'M1' }));
    await expect(getJson('/gateway/session')).resolves.toEqual({ memberId: 'M1' });
    expect(asked[0]?.url).toBe('/gateway/session');
    expect(asked[0]?.init).toMatchObject({
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  });

  it('turns a problem answer into an ApiProblem told apart by its type', async () => {
    answerFetch(() =>
      Response.json(
        {
          type: problemType('invalid-parameters'),
          title: 'Invalid request parameters',
          status: 400,
          detail: 'Zip must be 5 digits.',
          errors: [{ parameter: 'Zip', message: 'must be 5 digits' }],
        },
        { status: 400 },
      ),
    );
    const error = await getJson('/gateway/Drug/FindDrugs').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiProblem);
    const problem = error as ApiProblem;
    expect([problem.status, problem.message]).toEqual([400, 'Zip must be 5 digits.']);
    expect(problem.is('invalid-parameters')).toBe(true);
    expect(problem.is('drug-not-found')).toBe(false);
    expect(problem.fieldErrors).toEqual([{ parameter: 'Zip', message: 'must be 5 digits' }]);
  });

  it('reads a failure without a JSON body from its status line', async () => {
    answerFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = (await getJson('/gateway/session').catch((e: unknown) => e)) as ApiProblem;
    expect(error.problem).toEqual({
      type: 'about:blank',
      title: 'Bad Gateway',
      status: 502,
      detail: 'Bad Gateway',
    });
    expect(error.fieldErrors).toEqual([]);
  });

  it('calls a request that got no answer a NetworkError', async () => {
    answerFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(getJson('/gateway/session')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('shouldRetry', () => {
  const problem = (status: number) =>
    new ApiProblem(status, { type: 'about:blank', title: '', status, detail: '' });

  it('retries network faults and 5xx twice, never a 4xx', () => {
    expect(shouldRetry(0, new NetworkError(null))).toBe(true);
    expect(shouldRetry(1, problem(503))).toBe(true);
    expect(shouldRetry(2, problem(503))).toBe(false);
    expect(shouldRetry(0, problem(404))).toBe(false);
    expect(shouldRetry(0, problem(429))).toBe(false);
  });
});
