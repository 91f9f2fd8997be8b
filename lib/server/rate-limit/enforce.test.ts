import { describe, expect, it } from 'vitest';
import { loginPair } from '@/test-support/api-auth';
import { installTestContainer } from '@/test-support/container';
import { countInFreshRateWindows } from '@/test-support/rate-window';

// A tiny limit for this file only (each test file runs in its own worker with its own container).
installTestContainer({ RATE_LIMIT_API_PER_MINUTE: '3' });
countInFreshRateWindows();

describe('rate limiting over HTTP', () => {
  it('answers 429 problem+json with Retry-After once a client key is over its limit', async () => {
    const { GET } = await import('@/app/gateway/Drug/Autocomplete/route');
    const { accessToken } = await loginPair('G1'); // 1st hit: login counts too
    const call = () =>
      GET(
        new Request('http://localhost/gateway/Drug/Autocomplete?prefixText=ator', {
          headers: { 'x-svc-client-key': 'dev-client-key', authorization: `Bearer ${accessToken}` },
        }),
      );
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 3; i += 1) {
      last = await call();
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses[2]).toBe(429);
    expect(last?.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
