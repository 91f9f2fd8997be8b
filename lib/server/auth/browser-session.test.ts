import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELETE as forget, GET as session } from '@/app/gateway/session/route';
import { unsealData } from 'iron-session';
import { container } from '@/lib/server/runtime/container';
import { installTestContainer } from '@/test-support/container';

const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';
const open = (cookie?: string) =>
  session(
    new Request('http://localhost/gateway/session', {
      headers: cookie ? { ...sameOrigin, cookie } : sameOrigin,
    }),
  );

afterEach(() => vi.useRealTimers());

/** A session past its provisional first use: its cookie holds a token pair. */
async function loggedIn(): Promise<{ cookie: string; memberId: string }> {
  const first = await open();
  const { memberId } = await first.json();
  const second = await open(cookieOf(first));
  return { cookie: cookieOf(second), memberId };
}

describe('browser session lifecycle', () => {
  it('refreshes the tokens server-side before the access token expires, keeping the session', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12), toFake: ['Date'] });
    const { cookie, memberId } = await loggedIn();
    vi.setSystemTime(Date.now() + 14.5 * 60_000); // within a minute of the 15-minute expiry
    const refreshed = await open(cookie);
    expect(refreshed.headers.get('set-cookie')).toMatch(/^rxpf_session=/);
    expect((await refreshed.json()).memberId).toBe(memberId);
  });

  it('an old cookie replayed after its rotation loses the session, and so does the rotated one', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12), toFake: ['Date'] });
    const { cookie: before, memberId } = await loggedIn();
    vi.setSystemTime(Date.now() + 14.5 * 60_000);
    const rotated = await open(before);
    const after = cookieOf(rotated);
    expect(after).not.toBe(before);
    expect((await rotated.json()).memberId).toBe(memberId);
    // Past the window in which racing requests of the same browser share one rotation, the old
    // cookie's refresh token is spent: presenting it again is reuse, as a stolen copy would be.
    vi.setSystemTime(Date.now() + 31_000);
    const replayed = await open(before);
    expect((await replayed.json()).memberId).not.toBe(memberId);
    expect((await (await open(after)).json()).memberId).not.toBe(memberId);
  });

  it('starts a new session (new member id) when the family was revoked', async () => {
    const { cookie, memberId } = await loggedIn();
    // Revoke the family behind this cookie, as reuse detection would.
    const sealed = cookie.slice(cookie.indexOf('=') + 1);
    const data = await unsealData<{ accessToken: string }>(sealed, {
      password: container().env.sessionPassword,
    });
    const { familyId } = await container().tokens.verifyAccessToken(data.accessToken);
    await container().tokenStore.revokeFamily(familyId, Date.now());
    const after = await open(cookie);
    expect(after.headers.get('set-cookie')).toMatch(/^rxpf_session=/);
    expect((await after.json()).memberId).not.toBe(memberId);
  });
});

describe('forgetting this device (DELETE /gateway/session)', () => {
  const forgetWith = (headers: Record<string, string>) =>
    forget(new Request('http://localhost/gateway/session', { method: 'DELETE', headers }));

  /** A session used once: its cookie holds no tokens yet, and nothing is stored for it. */
  const provisional = async () => {
    const first = await open();
    return { cookie: cookieOf(first), memberId: (await first.json()).memberId as string };
  };

  it.each([
    ['a logged-in session', loggedIn],
    ['a provisional session', provisional],
  ])(
    'clears the cookie and revokes %s: a kept copy of the cookie opens a new session',
    async (_, make) => {
      const { cookie, memberId } = await make();
      const forgotten = await forgetWith({ ...sameOrigin, cookie });
      expect(forgotten.status).toBe(204);
      expect(forgotten.headers.get('set-cookie')).toMatch(/^rxpf_session=;.*Max-Age=0/i);
      const replayed = await open(cookie);
      expect((await replayed.json()).memberId).not.toBe(memberId);
    },
  );

  it('answers 204 with no session to end, and refuses a cross-site request', async () => {
    expect((await forgetWith(sameOrigin)).status).toBe(204);
    const { cookie, memberId } = await loggedIn();
    const crossSite = await forgetWith({ 'sec-fetch-site': 'cross-site', cookie });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('content-type')).toMatch(/problem\+json/);
    expect((await (await open(cookie)).json()).memberId).toBe(memberId);
  });
});

describe('session password rotation', () => {
  it('opens a cookie sealed with the old password once a new one is added in front', async () => {
    const first = await open();
    const cookie = cookieOf(first);
    const { memberId } = await first.json();
    const oldPassword = container().env.sessionPassword as string;
    installTestContainer({
      LOCAL_DATA_DIR: container().env.localDataDir,
      SESSION_PASSWORD: JSON.stringify({ 2: 'n'.repeat(40), 1: oldPassword }),
    });
    const after = await open(cookie);
    expect((await after.json()).memberId).toBe(memberId);
  });
});
