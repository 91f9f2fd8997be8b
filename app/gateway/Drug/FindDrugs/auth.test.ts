import { unsealData } from 'iron-session';
import { describe, expect, it } from 'vitest';
import { GET as session } from '@/app/gateway/session/route';
import { apiHeaders, loginPair } from '@/test-support/api-auth';
import { container } from '@/lib/server/runtime/container';
import { DEV_CLIENT_KEY } from '@/lib/server/core/env';
import { GET } from './route';

const QUERY = 'DrugName=atorvastatin&Zip=94110&NumPharm=2';
const find = (query: string, headers: Record<string, string>) =>
  GET(new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, { headers }));

describe('FindDrugs authorisation for API callers', () => {
  it('401 with WWW-Authenticate without a client key, with an unknown key, or without a Bearer token', async () => {
    const cases: Array<Record<string, string>> = [
      { authorization: 'Bearer x' },
      { 'x-svc-client-key': 'unknown-key' },
      { 'x-svc-client-key': DEV_CLIENT_KEY },
      { 'x-svc-client-key': DEV_CLIENT_KEY, authorization: 'Basic abc' },
      { 'x-svc-client-key': DEV_CLIENT_KEY, authorization: 'Bearer not-a-jwt' },
    ];
    for (const headers of cases) {
      const response = await find(`groupID=G1&${QUERY}`, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    const bare = await find(`groupID=G1&${QUERY}`, {});
    expect(bare.status).toBe(401);
  });

  it('403 when the token was issued for another groupID', async () => {
    const response = await find(`groupID=OTHER&${QUERY}`, await apiHeaders('G1'));
    expect(response.status).toBe(403);
    expect(((await response.json()) as { type: string }).type).toBe('/problems/forbidden');
  });

  it('200 with key and token of the same group; 401 once the family is revoked by reuse', async () => {
    const pair = await loginPair('G2');
    const headers = {
      'x-svc-client-key': DEV_CLIENT_KEY,
      authorization: `Bearer ${pair.accessToken}`,
    };
    expect((await find(`groupID=G2&${QUERY}`, headers)).status).toBe(200);
    const { POST: refresh } = await import('@/app/gateway/auth/refresh/route');
    const rotate = () =>
      refresh(
        new Request('http://localhost/gateway/auth/refresh', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-svc-client-key': DEV_CLIENT_KEY },
          body: JSON.stringify({ refreshToken: pair.refreshToken }),
        }),
      );
    expect((await rotate()).status).toBe(200);
    expect((await rotate()).status).toBe(401); // reuse → family revoked
    expect((await find(`groupID=G2&${QUERY}`, headers)).status).toBe(401);
  });
});

describe('FindDrugs for the app’s own pages (sealed session cookie)', () => {
  const sameOrigin = { 'sec-fetch-site': 'same-origin' };
  const cookieFrom = (response: Response) =>
    response.headers.get('set-cookie')?.split(';')[0] ?? '';

  it('creates an httpOnly session cookie under 4 KB on first use, with no token in the body', async () => {
    const response = await find(`groupID=WEB&${QUERY}`, sameOrigin);
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^rxpf_session=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie.length).toBeLessThan(4096);
    const body = await response.text();
    expect(body).not.toMatch(/eyJ[A-Za-z0-9_-]+\.eyJ/); // no JWT anywhere in the JSON
  });

  it('reuses the session on later calls and keeps the same member id', async () => {
    const open = (cookie?: string) =>
      session(
        new Request('http://localhost/gateway/session', {
          headers: cookie ? { ...sameOrigin, cookie } : sameOrigin,
        }),
      );
    const first = await open();
    const { memberId, groupID } = await first.json();
    expect(memberId).toMatch(/^RX\d{9}$/);
    expect(groupID).toBe('WEB');
    // The second use logs the provisional session in: its cookie now holds the token pair.
    const second = await open(cookieFrom(first));
    expect(second.headers.get('set-cookie')).toMatch(/^rxpf_session=/);
    const cookie = cookieFrom(second);
    const third = await open(cookie);
    expect(third.headers.get('set-cookie')).toBeNull();
    expect((await third.json()).memberId).toBe(memberId);
    const search = await find(`groupID=WEB&${QUERY}`, { ...sameOrigin, cookie });
    expect(search.status).toBe(200);
  });

  it('starts a fresh session when the cookie is tampered with', async () => {
    const response = await find(`groupID=WEB&${QUERY}`, {
      ...sameOrigin,
      cookie: 'rxpf_session=Fe26.2**tampered',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^rxpf_session=/);
  });

  it('does not serve a remembered cookie once its family is revoked: a fresh session starts', async () => {
    // The first call opens a provisional session, its second use logs it in; from then on the
    // cookie is served from memory (no new Set-Cookie).
    const provisional = cookieFrom(await find(`groupID=WEB&${QUERY}`, sameOrigin));
    const cookie = cookieFrom(
      await find(`groupID=WEB&${QUERY}`, { ...sameOrigin, cookie: provisional }),
    );
    expect(
      (await find(`groupID=WEB&${QUERY}`, { ...sameOrigin, cookie })).headers.get('set-cookie'),
    ).toBeNull();
    const { env, tokens, tokenStore } = container();
    const { accessToken } = await unsealData<{ accessToken: string }>(
      decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)),
      { password: env.sessionPassword },
    );
    const { familyId } = await tokens.verifyAccessToken(accessToken);
    await tokenStore.revokeFamily(familyId, Date.now());
    const after = await find(`groupID=WEB&${QUERY}`, { ...sameOrigin, cookie });
    expect(after.status).toBe(200);
    expect(after.headers.get('set-cookie')).toMatch(/^rxpf_session=/);
    expect(cookieFrom(after)).not.toBe(cookie);
  });

  it('403 for a cross-site call and for a groupID other than the session’s', async () => {
    const first = await find(`groupID=WEB&${QUERY}`, sameOrigin);
    const cookie = cookieFrom(first);
    expect(
      (await find(`groupID=WEB&${QUERY}`, { 'sec-fetch-site': 'cross-site', cookie })).status,
    ).toBe(403);
    expect(
      (await find(`groupID=WEB&${QUERY}`, { origin: 'https://evil.example', cookie })).status,
    ).toBe(403);
    expect((await find(`groupID=G1&${QUERY}`, { ...sameOrigin, cookie })).status).toBe(403);
  });
});
