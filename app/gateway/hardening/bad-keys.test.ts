import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/gateway/auth/token/route';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { PEER_ADDRESS_HEADER } from '@/lib/server/core/client-address';
import { installTestContainer } from '@/test-support/container';
import { countInFreshRateWindows } from '@/test-support/rate-window';

// Wrong client keys are limited per address, so keys cannot be guessed freely.
installTestContainer({ RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '4' });
countInFreshRateWindows();

const guess = (key: string, address: string) =>
  login(
    new Request('http://localhost/gateway/auth/token', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-svc-client-key': key,
        [PEER_ADDRESS_HEADER]: address,
      },
      body: '{"groupID":"G1"}',
    }),
  );

describe('guessing client keys', () => {
  it('is limited per client address: 401s, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await guess(`guess-${i}`, '203.0.113.5')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const limited = await guess('another', '203.0.113.5');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // The limit counts failures only and per address: others, and the real key, are unaffected.
    expect((await guess('guess', '203.0.113.6')).status).toBe(401);
    expect((await guess('dev-client-key', '203.0.113.5')).status).toBe(200);
  });

  it('counts API calls without a key too', async () => {
    const call = () =>
      findDrugs(
        new Request('http://localhost/gateway/Drug/FindDrugs?groupID=G1&DrugName=x&Zip=94110', {
          headers: { authorization: 'Bearer x', [PEER_ADDRESS_HEADER]: '203.0.113.7' },
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await call()).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
