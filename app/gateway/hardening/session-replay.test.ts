import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { GET as session } from '@/app/gateway/session/route';
import { PEER_ADDRESS_HEADER } from '@/lib/server/core/client-address';
import { container } from '@/lib/server/runtime/container';
import { installTestContainer } from '@/test-support/container';
import { countInFreshRateWindows } from '@/test-support/rate-window';

// The second use of a provisional session logs it in (a token family in the store) once: a
// client replaying that provisional cookie writes nothing more, and nothing at all once limited.
installTestContainer({ RATE_LIMIT_SESSION_PER_MINUTE: '5' });
countInFreshRateWindows();

const QUERY = 'groupID=WEB&DrugName=atorvastatin&Zip=94110&NumPharm=1';
let addressCounter = 0;
/** A browser's headers from an address of its own (new-session limits stay out of the way). */
const browser = (cookie?: string) => ({
  'sec-fetch-site': 'same-origin',
  [PEER_ADDRESS_HEADER]: `198.51.100.${++addressCounter}`,
  ...(cookie ? { cookie } : {}),
});
const openSession = (cookie?: string) =>
  session(new Request('http://localhost/gateway/session', { headers: browser(cookie) }));
const find = (cookie: string) =>
  findDrugs(
    new Request(`http://localhost/gateway/Drug/FindDrugs?${QUERY}`, { headers: browser(cookie) }),
  );
const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

/** Rows in the SQLite token store: families and refresh tokens. */
function storedRows(): { families: number; tokens: number } {
  const db = new DatabaseSync(path.join(container().env.localDataDir, 'tokens.sqlite'), {
    readOnly: true,
  });
  const count = (table: string) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  const rows = { families: count('token_families'), tokens: count('refresh_tokens') };
  db.close();
  return rows;
}

describe('replaying a provisional session cookie', () => {
  it('writes one token family for the cookie however often it is replayed', async () => {
    const provisional = cookieOf(await openSession());
    const { memberId } = await (await openSession()).json();
    expect(memberId).toMatch(/^RX\d{9}$/);
    const before = storedRows();
    const statuses: number[] = [];
    // Within the session's limit (5 a minute: the first use above was 1).
    for (let i = 0; i < 2; i += 1) statuses.push((await openSession(provisional)).status);
    statuses.push((await find(provisional)).status, (await find(provisional)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(storedRows()).toEqual({
      families: before.families + 1,
      tokens: before.tokens + 1,
    });
  });

  it('keeps the member id across the replays (the same session, logged in or not)', async () => {
    const first = await openSession();
    const provisional = cookieOf(first);
    const { memberId } = await first.json();
    for (let i = 0; i < 3; i += 1) {
      expect((await (await openSession(provisional)).json()).memberId).toBe(memberId);
    }
  });

  it('writes nothing once the session is over its limit', async () => {
    const provisional = cookieOf(await openSession());
    // Spend the session's allowance on replays, then replay once more: 429, no store write.
    let lastStatus = 0;
    for (let i = 0; i < 4; i += 1) lastStatus = (await openSession(provisional)).status;
    expect(lastStatus).toBe(200);
    const before = storedRows();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await openSession(provisional)).status);
    expect(new Set(statuses)).toEqual(new Set([429]));
    expect(storedRows()).toEqual(before);
  });

  it('writes nothing for a first use that is already over the limit', async () => {
    installTestContainer({ RATE_LIMIT_SESSION_PER_MINUTE: '1' });
    const provisional = cookieOf(await openSession());
    const before = storedRows();
    // The second use would log the session in; over the limit it must not.
    expect((await openSession(provisional)).status).toBe(429);
    expect(storedRows()).toEqual(before);
  });
});
