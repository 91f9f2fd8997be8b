import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { GET as session } from '@/app/gateway/session/route';
import { container } from '@/lib/server/runtime/container';
import { PEER_ADDRESS_HEADER } from '@/lib/server/core/client-address';
import { installTestContainer } from '@/test-support/container';
import { countInFreshRateWindows } from '@/test-support/rate-window';

// A caller dropping the cookie on every request gets provisional sessions that write nothing to
// the store, and new sessions are limited per address.
installTestContainer({
  RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: '5',
  RATE_LIMIT_SESSION_PER_MINUTE: '8',
});

const QUERY = 'groupID=WEB&DrugName=atorvastatin&Zip=94110&NumPharm=1';
const browser = (address: string, cookie?: string) => ({
  'sec-fetch-site': 'same-origin',
  [PEER_ADDRESS_HEADER]: address,
  ...(cookie ? { cookie } : {}),
});
const find = (headers: Record<string, string>) =>
  findDrugs(new Request(`http://localhost/gateway/Drug/FindDrugs?${QUERY}`, { headers }));
const openSession = (headers: Record<string, string>) =>
  session(new Request('http://localhost/gateway/session', { headers }));
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';
const storedFamilies = () => {
  const db = new DatabaseSync(path.join(container().env.localDataDir, 'tokens.sqlite'), {
    readOnly: true,
  });
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM token_families').get() as {
    count: number;
  };
  db.close();
  return count;
};

countInFreshRateWindows();

describe('anonymous sessions under a flood', () => {
  it('limits new sessions per client address, and writes nothing for one-shot sessions', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await find(browser('198.51.100.1'))).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect(storedFamilies()).toBe(0);
    // Another address is not affected.
    expect((await find(browser('198.51.100.2'))).status).toBe(200);
  });

  // Security review N-M1: 25 addresses of one /64 once got 25 new sessions.
  it('counts every address of one IPv6 /64 as one client, whatever its spelling', async () => {
    const network = '2001:db8:77:1';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const host = [i.toString(16), 'beef', (i * 7).toString(16), '1'].join(':');
      // Written in full, compressed, upper case, or IPv4-mapped style: one client.
      const spelled = i % 3 === 0 ? `${network}:${host}`.toUpperCase() : `${network}:${host}`;
      statuses.push((await find(browser(spelled))).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    // The next /64 is another client.
    expect((await find(browser('2001:db8:77:2::1'))).status).toBe(200);
  });

  it('counts an IPv4 address written as ::ffff:a.b.c.d as that address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const spelled = i % 2 === 0 ? '203.0.113.50' : '::ffff:203.0.113.50';
      statuses.push((await find(browser(spelled))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('persists a session on its second use, keeping its member id', async () => {
    const before = storedFamilies();
    const first = await openSession(browser('198.51.100.3'));
    const cookie = cookieOf(first);
    const { memberId } = await first.json();
    expect(storedFamilies()).toBe(before);
    const second = await openSession(browser('198.51.100.3', cookie));
    expect((await second.json()).memberId).toBe(memberId);
    expect(storedFamilies()).toBe(before + 1);
    const third = await find(browser('198.51.100.3', cookieOf(second) || cookie));
    expect(third.status).toBe(200);
  });

  it('rate limits /gateway/session per session like the data calls', async () => {
    const first = await openSession(browser('198.51.100.4'));
    let cookie = cookieOf(first);
    const statuses = [first.status];
    for (let i = 0; i < 9; i += 1) {
      const response = await openSession(browser('198.51.100.4', cookie));
      cookie = cookieOf(response) || cookie;
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });
});
