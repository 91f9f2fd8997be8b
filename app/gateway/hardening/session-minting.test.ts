import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { GET as session } from '@/app/gateway/session/route';
import { PROVISIONAL_SESSION_TTL_SECONDS } from '@/lib/server/auth/browser-sessions';
import { PEER_ADDRESS_HEADER } from '@/lib/server/core/client-address';
import { container } from '@/lib/server/runtime/container';
import { installTestContainer } from '@/test-support/container';

// Security review N-M3: sessions are free to start, so a per-session limit alone does not limit a
// client. Its address's cookie calls are counted too; a session used once lives hours, not a
// month; and an operator can end any session, provisional ones included.
installTestContainer({
  RATE_LIMIT_BROWSER_ADDRESS_PER_MINUTE: '12',
  RATE_LIMIT_SESSION_PER_MINUTE: '10',
  RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: '1000',
});

afterEach(() => vi.useRealTimers());

const QUERY = 'groupID=WEB&DrugName=atorvastatin&Zip=94110&NumPharm=1';
const browser = (address: string, cookie?: string) => ({
  'sec-fetch-site': 'same-origin',
  [PEER_ADDRESS_HEADER]: address,
  ...(cookie ? { cookie } : {}),
});
const find = (address: string, cookie?: string) =>
  findDrugs(
    new Request(`http://localhost/gateway/Drug/FindDrugs?${QUERY}`, {
      headers: browser(address, cookie),
    }),
  );
const open = (address: string, cookie?: string) =>
  session(new Request('http://localhost/gateway/session', { headers: browser(address, cookie) }));
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

describe('a client minting sessions', () => {
  it('gets its address’s allowance of data calls, however many sessions it holds', async () => {
    // Six sessions of one address, two calls each (their own limit is 10): 12 in all pass.
    const cookies: string[] = [];
    for (let i = 0; i < 6; i += 1) cookies.push(cookieOf(await open('198.51.100.40')));
    const statuses: number[] = [];
    for (const cookie of [...cookies, ...cookies, ...cookies]) {
      statuses.push((await find('198.51.100.40', cookie)).status);
    }
    expect(statuses.slice(0, 12)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(new Set(statuses.slice(12))).toEqual(new Set([429]));
    const refused = await find('198.51.100.40', cookies[0]);
    expect(refused.headers.get('ratelimit')).toMatch(/^"browser-address";r=0;t=\d+/);
    // Another address is another client.
    expect((await find('198.51.100.41', cookies[0])).status).toBe(200);
  });

  it('finds a session used once gone after its hours, with a new member id', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 9), toFake: ['Date'] });
    const first = await open('198.51.100.42');
    const provisional = cookieOf(first);
    const { memberId } = await first.json();
    expect(first.headers.get('set-cookie')).toMatch(
      new RegExp(`Max-Age=${PROVISIONAL_SESSION_TTL_SECONDS - 60}`),
    );
    vi.setSystemTime(Date.now() + (PROVISIONAL_SESSION_TTL_SECONDS + 60) * 1000);
    const later = await open('198.51.100.42', provisional);
    expect((await later.json()).memberId).not.toBe(memberId);
  });

  it('keeps a session that logged in for its month (the second use)', async () => {
    const first = await open('198.51.100.43');
    const second = await open('198.51.100.43', cookieOf(first));
    expect(second.headers.get('set-cookie')).toMatch(/Max-Age=2591940/);
  });
});

describe('an operator revoking a session (npm run session:revoke)', () => {
  /** Runs the operator's script against this test's token store. */
  const revoke = (sessionId: string) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=react-server', 'scripts/revoke-session.ts', sessionId],
      {
        cwd: process.cwd(),
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          LOCAL_DATA_DIR: container().env.localDataDir,
        },
        encoding: 'utf8',
      },
    );

  it.each([
    ['a provisional session (used once, nothing stored)', false],
    ['a logged-in session', true],
  ])('ends %s: its next call starts a new one', async (_, loggedIn) => {
    const first = await open('198.51.100.44');
    let cookie = cookieOf(first);
    const { memberId } = await first.json();
    if (loggedIn) cookie = cookieOf(await open('198.51.100.44', cookie)) || cookie;
    const sessionId = await sessionIdOf(cookie);
    const run = revoke(sessionId);
    expect(run.stdout + run.stderr).toContain(`revoked ${sessionId}`);
    expect(run.status).toBe(0);
    const after = await open('198.51.100.44', cookie);
    expect((await after.json()).memberId).not.toBe(memberId);
    // And it stays ended: the old cookie again is again a new session.
    expect((await (await open('198.51.100.44', cookie)).json()).memberId).not.toBe(memberId);
  });

  it('refuses what is not a session id, saying so', () => {
    const run = revoke('not-a-session');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('not a session id: not-a-session');
  });
});

/** The session id a cookie holds, as the request log names it. */
async function sessionIdOf(cookie: string): Promise<string> {
  const { unsealData } = await import('iron-session');
  const data = await unsealData<{ sessionId: string }>(cookie.slice(cookie.indexOf('=') + 1), {
    password: container().env.sessionPassword,
  });
  return data.sessionId;
}
