import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAppServer, waitUntilUp } from '@/test-support/app-server';
import { productionCredentials } from '@/test-support/secrets';
import { describeNeeding } from '@/test-support/prerequisites';

// Two real production server processes (server.mjs) of the build, sharing one Redis, on loopback.
// scripts/test-all.sh builds before the unit suites and starts redis-server; without either the
// suite is skipped (and says so).
const REDIS_URL = process.env.REDIS_TEST_URL;
const PORTS = [3211, 3212] as const;
const { clientKey: KEY, env: credentials } = productionCredentials();

describeNeeding(['a build', 'Redis (REDIS_TEST_URL)'], 'two app instances behind one Redis', () => {
  const servers: ChildProcess[] = [];
  const base = (i: 0 | 1) => `http://127.0.0.1:${PORTS[i]}`;

  beforeAll(async () => {
    const env = {
      REDIS_URL: REDIS_URL ?? '',
      ...credentials,
      LOG_LEVEL: 'warn',
      // Shorter than the refresh margin: every browser call rotates its tokens.
      ACCESS_TOKEN_TTL_SECONDS: '30',
    };
    for (const port of PORTS) {
      servers.push(
        startAppServer(port, {
          ...env,
          LOCAL_DATA_DIR: mkdtempSync(path.join(tmpdir(), `instance-${port}-`)),
        }),
      );
    }
    const deadline = Date.now() + 45_000;
    await Promise.all(PORTS.map((port) => waitUntilUp(port, deadline)));
  }, 60_000);

  afterAll(() => {
    for (const server of servers) server.kill('SIGTERM');
  });

  const post = (i: 0 | 1, route: string, body: unknown) =>
    fetch(`${base(i)}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-svc-client-key': KEY },
      body: JSON.stringify(body),
    });
  const find = (i: 0 | 1, accessToken: string) =>
    fetch(
      `${base(i)}/gateway/Drug/FindDrugs?groupID=G1&DrugName=atorvastatin&Zip=94110&NumPharm=2`,
      {
        headers: { 'x-svc-client-key': KEY, authorization: `Bearer ${accessToken}` },
      },
    );

  it('accept each other’s tokens and detect refresh-token reuse across instances', async () => {
    const fromA = await (await post(0, '/gateway/auth/token', { groupID: 'G1' })).json();
    expect((await find(1, fromA.accessToken)).status).toBe(200);

    const refreshedOnB = await post(1, '/gateway/auth/refresh', {
      refreshToken: fromA.refreshToken,
    });
    expect(refreshedOnB.status).toBe(200);
    const fromB = await refreshedOnB.json();
    expect((await find(0, fromB.accessToken)).status).toBe(200);

    // Instance A sees the token B already rotated: reuse → 401, and the family is revoked everywhere.
    expect(
      (await post(0, '/gateway/auth/refresh', { refreshToken: fromA.refreshToken })).status,
    ).toBe(401);
    expect((await find(1, fromB.accessToken)).status).toBe(401);
    expect(
      (await post(1, '/gateway/auth/refresh', { refreshToken: fromB.refreshToken })).status,
    ).toBe(401);
  });

  // Security review N-L5: a browser whose parallel calls land on both instances when its token is
  // due lost its session (the second rotation counted as reuse, revoking the family).
  it('keep a browser’s session when its parallel calls reach both instances at a rotation', async () => {
    const browser = (cookie?: string) => ({
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
    });
    const openSession = (i: 0 | 1, cookie?: string) =>
      fetch(`${base(i)}/gateway/session`, { headers: browser(cookie) });
    const cookieOf = (response: Response) =>
      response.headers.get('set-cookie')?.split(';')[0] ?? '';
    const first = await openSession(0);
    const { memberId } = await first.json();
    let cookie = cookieOf(first);
    cookie = cookieOf(await openSession(0, cookie)) || cookie; // logged in
    for (let round = 0; round < 3; round += 1) {
      // The same cookie to both instances at once: both rotate the same refresh token.
      const [a, b] = await Promise.all([openSession(0, cookie), openSession(1, cookie)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect([(await a.json()).memberId, (await b.json()).memberId]).toEqual([memberId, memberId]);
      cookie = cookieOf(b) || cookieOf(a) || cookie;
    }
    expect((await (await openSession(1, cookie)).json()).memberId).toBe(memberId);
  });
});
