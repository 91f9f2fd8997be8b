import { unsealData } from 'iron-session';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { container } from '@/lib/server/runtime/container';
import { apiHeaders } from '@/test-support/api-auth';
import { installTestContainer } from '@/test-support/container';
import { UPSTREAM_TEST_GROUP, upstreamEnvVars } from '@/test-support/upstream';
import { startReferenceUpstream } from '@/test-support/reference-upstream/server';
import { GET } from './route';

// A browser's upstream token pair lives in its sealed session cookie, and only there.
const reference = await startReferenceUpstream({ dataset: container().dataset });
afterAll(() => reference.close());
afterEach(() => vi.useRealTimers());
// No answer cache: each search below must reach the upstream with the cookie's token.
installTestContainer({ ...upstreamEnvVars(reference.url), UPSTREAM_CACHE_TTL_SECONDS: '0' });

let searchNumber = 0;
/** A browser search from the app's own pages (a new NumPharm each time, so a new query). */
const search = (cookie?: string) =>
  GET(
    new Request(
      `http://localhost/gateway/Drug/FindDrugs?groupID=WEB&DrugName=atorvastatin&Zip=94110&NumPharm=${++searchNumber}`,
      { headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) } },
    ),
  );

const cookieOf = (response: Response): string => {
  const cookies = response.headers.getSetCookie();
  expect(cookies).toHaveLength(1); // one sealed cookie, however often the session was saved
  return cookies[0]?.split(';')[0] ?? '';
};

interface SealedSession {
  provider?: { accessToken: string; refreshToken: string; expiresAtMs: number };
}
/** The upstream pair inside a cookie, opened with the server's password (as only it can). */
async function upstreamPairIn(cookie: string) {
  const sealed = cookie.slice(cookie.indexOf('=') + 1);
  const data = await unsealData<SealedSession>(sealed, {
    password: container().env.sessionPassword,
  });
  if (!data.provider) throw new Error('no upstream pair in the cookie');
  return data.provider;
}

describe('a browser’s upstream token pair', () => {
  it('lives in the sealed HttpOnly cookie, never in the body or any other header', async () => {
    const response = await search();
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie()[0] ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    const cookie = cookieOf(response);
    expect(cookie.length).toBeLessThan(4096);
    const pair = await upstreamPairIn(cookie);
    // It is the upstream's own token, issued to the BFF's group.
    expect(await reference.tokens.verifyAccessToken(pair.accessToken)).toMatchObject({
      groupId: UPSTREAM_TEST_GROUP,
    });
    const body = await response.text();
    for (const secret of [pair.accessToken, pair.refreshToken]) {
      expect(body).not.toContain(secret);
      expect(cookie).not.toContain(secret); // sealed: page scripts could not read it anyway
      response.headers.forEach((value) => expect(value).not.toContain(secret));
    }
  });

  it('is reused from the cookie, and refreshed there before it expires, once for racing requests', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12), toFake: ['Date'] });
    const first = await search();
    const cookie = cookieOf(first);
    const before = await upstreamPairIn(cookie);
    const calls = { ...reference.calls };

    const reused = await search(cookie);
    expect(reused.status).toBe(200);
    expect(reference.calls.login - calls.login).toBe(0);

    vi.setSystemTime(Date.now() + 14.5 * 60_000); // within a minute of the 15-minute expiry
    const racing = await Promise.all([search(cookie), search(cookie), search(cookie)]);
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(reference.calls.refresh - calls.refresh).toBe(1);
    expect(reference.calls.login - calls.login).toBe(0);
    const after = await Promise.all(racing.map((r) => upstreamPairIn(cookieOf(r))));
    expect(new Set(after.map((p) => p.refreshToken)).size).toBe(1);
    expect(after[0]?.refreshToken).not.toBe(before.refreshToken);
    expect(after[0]?.expiresAtMs).toBeGreaterThan(before.expiresAtMs);
  });

  it('API callers share the process’s pair: one login, no cookie', async () => {
    const headers = await apiHeaders('G1');
    const calls = { ...reference.calls };
    for (const numPharm of [1, 2]) {
      const response = await GET(
        new Request(
          `http://localhost/gateway/Drug/FindDrugs?groupID=G1&DrugName=metformin&Zip=10001&NumPharm=${numPharm}`,
          { headers },
        ),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(reference.calls.login - calls.login).toBe(1);
  });
});
