import { describe, expect, it } from 'vitest';
import { POST as refresh } from '@/app/gateway/auth/refresh/route';
import { GET as autocomplete } from '@/app/gateway/Drug/Autocomplete/route';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { GET as session } from '@/app/gateway/session/route';
import { GET as metrics } from '@/app/metrics/route';
import { PEER_ADDRESS_HEADER } from '@/lib/server/core/client-address';
import { DEV_CLIENT_KEY } from '@/lib/server/core/env';
import { installTestContainer } from '@/test-support/container';
import { countInFreshRateWindows } from '@/test-support/rate-window';

const METRICS_TOKEN = 'metrics-token-5f3a9c1e7b2d4068';
installTestContainer({ RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '3', METRICS_TOKEN });
countInFreshRateWindows();

const FIND = 'http://localhost/gateway/Drug/FindDrugs?groupID=G1&DrugName=atorvastatin&Zip=94110';
const statusesOf = async (count: number, call: () => Promise<Response>) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await call()).status);
  return statuses;
};

// A call with no client key, no token and no browser headers (a plain script) counts against the
// per-address allowance of failed calls (20 a minute, docs/operations.md), not free 401s.
describe('API calls with no client key at all', () => {
  it('count against the per-address allowance of failed calls: 401s, then 429', async () => {
    const bare = (address: string) =>
      findDrugs(new Request(FIND, { headers: { [PEER_ADDRESS_HEADER]: address } }));
    expect(await statusesOf(5, () => bare('203.0.113.20'))).toEqual([401, 401, 401, 429, 429]);
    expect((await bare('203.0.113.21')).status).toBe(401);
  });

  it('on /gateway/session too', async () => {
    const bare = () =>
      session(
        new Request('http://localhost/gateway/session', {
          headers: { [PEER_ADDRESS_HEADER]: '203.0.113.22' },
        }),
      );
    expect(await statusesOf(4, bare)).toEqual([401, 401, 401, 429]);
  });
});

// Guesses of the /metrics token are limited per address.
describe('guessing the /metrics token', () => {
  const scrape = (address: string, token: string) =>
    metrics(
      new Request('http://localhost/metrics', {
        headers: { authorization: `Bearer ${token}`, [PEER_ADDRESS_HEADER]: address },
      }),
    );

  it('is limited per address; once limited, even the right token is refused there', async () => {
    const guesses = await statusesOf(4, () => scrape('203.0.113.30', 'a-wrong-guess-0123456'));
    expect(guesses).toEqual([401, 401, 401, 429]);
    const limited = await scrape('203.0.113.30', METRICS_TOKEN);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The scraper's own address is unaffected.
    expect((await scrape('203.0.113.31', METRICS_TOKEN)).status).toBe(200);
  });
});

// RFC 6750 §3.1: a 401 for a presented token that is not valid says error="invalid_token".
describe('401s after a token was presented', () => {
  const challenge = (response: Response) => response.headers.get('www-authenticate') ?? '';

  it('carry error="invalid_token"; a 401 for a missing credential does not', async () => {
    const withToken = await autocomplete(
      new Request('http://localhost/gateway/Drug/Autocomplete?prefixText=ator', {
        headers: { 'x-svc-client-key': DEV_CLIENT_KEY, authorization: 'Bearer not.a.jwt' },
      }),
    );
    expect(withToken.status).toBe(401);
    expect(challenge(withToken)).toMatch(/^Bearer realm="gateway", error="invalid_token"/);

    const spentRefresh = await refresh(
      new Request('http://localhost/gateway/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-svc-client-key': DEV_CLIENT_KEY },
        body: JSON.stringify({ refreshToken: 'never-issued' }),
      }),
    );
    expect(spentRefresh.status).toBe(401);
    expect(challenge(spentRefresh)).toContain('error="invalid_token"');

    const wrongMetricsToken = await metrics(
      new Request('http://localhost/metrics', {
        headers: { authorization: 'Bearer wrong', [PEER_ADDRESS_HEADER]: '203.0.113.40' },
      }),
    );
    expect(challenge(wrongMetricsToken)).toContain('error="invalid_token"');

    const noToken = await autocomplete(
      new Request('http://localhost/gateway/Drug/Autocomplete?prefixText=ator', {
        headers: { 'x-svc-client-key': DEV_CLIENT_KEY },
      }),
    );
    expect(noToken.status).toBe(401);
    expect(challenge(noToken)).toBe('Bearer realm="gateway"');
  });
});
