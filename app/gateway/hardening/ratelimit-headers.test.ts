import { describe, expect, it } from 'vitest';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { POST as login } from '@/app/gateway/auth/token/route';
import { GET as session } from '@/app/gateway/session/route';
import { PEER_ADDRESS_HEADER } from '@/lib/server/core/client-address';
import { DEV_CLIENT_KEY } from '@/lib/server/core/env';
import { installTestContainer } from '@/test-support/container';
import { countInFreshRateWindows } from '@/test-support/rate-window';

// API callers see their budget: every answer that counted against a limit says how
// much is left (draft-ietf-httpapi-ratelimit-headers-11: RateLimit-Policy and RateLimit).
installTestContainer({
  RATE_LIMIT_API_PER_MINUTE: '4',
  RATE_LIMIT_SESSION_PER_MINUTE: '7',
  RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: '9',
  RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: '3',
  RATE_LIMIT_BROWSER_ADDRESS_PER_MINUTE: '11',
});

const FIND = 'http://localhost/gateway/Drug/FindDrugs?groupID=G1&DrugName=atorvastatin&Zip=94110';
const fields = (response: Response) => ({
  policy: response.headers.get('ratelimit-policy'),
  limit: response.headers.get('ratelimit'),
});
/** The `r` and `t` of the named policy's RateLimit item. */
function remaining(response: Response, policy: string): { r: number; t: number } {
  const item = new RegExp(`"${policy}";r=(\\d+);t=(\\d+)`).exec(fields(response).limit ?? '');
  return { r: Number(item?.[1] ?? NaN), t: Number(item?.[2] ?? NaN) };
}

countInFreshRateWindows();

describe('RateLimit and RateLimit-Policy', () => {
  it('on API answers: the client key’s quota, counting down to the 429', async () => {
    const loggedIn = await login(
      new Request('http://localhost/gateway/auth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-svc-client-key': DEV_CLIENT_KEY },
        body: '{"groupID":"G1"}',
      }),
    );
    expect(fields(loggedIn).policy).toBe('"api";q=4;w=60');
    expect(remaining(loggedIn, 'api').r).toBe(3);
    const { accessToken } = await loggedIn.json();
    const call = () =>
      findDrugs(
        new Request(FIND, {
          headers: { 'x-svc-client-key': DEV_CLIENT_KEY, authorization: `Bearer ${accessToken}` },
        }),
      );
    const answers = [await call(), await call(), await call(), await call()];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((a) => remaining(a, 'api').r)).toEqual([2, 1, 0, 0]);
    for (const answer of answers) {
      const { t } = remaining(answer, 'api');
      expect(t).toBeGreaterThanOrEqual(1);
      expect(t).toBeLessThanOrEqual(60);
    }
    // On the 429 the window's end and Retry-After agree.
    const limited = answers[3] as Response;
    expect(Number(limited.headers.get('retry-after'))).toBe(remaining(limited, 'api').t);
  });

  it('on browser answers: the session’s quota, the address’s calls, and its new sessions when one starts', async () => {
    const headers = { 'sec-fetch-site': 'same-origin', [PEER_ADDRESS_HEADER]: '203.0.113.50' };
    const first = await session(new Request('http://localhost/gateway/session', { headers }));
    expect(fields(first).policy).toBe('"new-session";q=9;w=60, "session";q=7;w=60');
    expect(remaining(first, 'new-session').r).toBe(8);
    expect(remaining(first, 'session').r).toBe(6);
    const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
    const second = await findDrugs(
      new Request(FIND.replace('G1', 'WEB'), { headers: { ...headers, cookie } }),
    );
    expect(fields(second).policy).toBe('"browser-address";q=11;w=60, "session";q=7;w=60');
    expect(remaining(second, 'session').r).toBe(5);
    expect(remaining(second, 'browser-address').r).toBe(10);
  });

  it('on refused credentials: the address’s allowance of failed calls', async () => {
    const bad = () =>
      findDrugs(
        new Request(FIND, {
          headers: { 'x-svc-client-key': 'wrong', [PEER_ADDRESS_HEADER]: '203.0.113.51' },
        }),
      );
    const answers = [await bad(), await bad(), await bad(), await bad()];
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 429]);
    expect(fields(answers[0] as Response).policy).toBe('"auth-failure";q=3;w=60');
    expect(answers.map((a) => remaining(a, 'auth-failure').r)).toEqual([2, 1, 0, 0]);
  });
});
