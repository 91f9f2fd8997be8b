import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { GET as session } from '@/app/gateway/session/route';
import { DEV_CLIENT_KEY } from '@/lib/server/core/env';
import { installTestContainer } from '@/test-support/container';
import { POST as refresh } from './refresh/route';
import { POST as login } from './token/route';

// Logs never hold a token, cookie or key: every line of a whole auth flow, at the most verbose
// level, is captured and searched for each secret that went by.
const lines: string[] = [];
installTestContainer(
  { LOG_LEVEL: 'trace' },
  {
    logDestination: new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  },
);

const post = (handler: (r: Request) => Promise<Response>, path: string, body: unknown) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-svc-client-key': DEV_CLIENT_KEY },
      body: JSON.stringify(body),
    }),
  );

describe('logs of a full auth flow', () => {
  it('hold no token, refresh token, client key or session cookie', async () => {
    const first = await (await post(login, '/gateway/auth/token', { groupID: 'G1' })).json();
    const api = {
      'x-svc-client-key': DEV_CLIENT_KEY,
      authorization: `Bearer ${first.accessToken}`,
    };
    const query = 'groupID=G1&DrugName=atorvastatin&Zip=94110&NumPharm=2';
    await findDrugs(
      new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, { headers: api }),
    );
    const second = await (await post(refresh, '/gateway/auth/refresh', first)).json();
    // Reuse of the spent token: a 401 and a revoked family, logged as such.
    expect((await post(refresh, '/gateway/auth/refresh', first)).status).toBe(401);
    // A bad token and a bad key.
    await findDrugs(
      new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, {
        headers: { ...api, authorization: `Bearer ${second.accessToken}x` },
      }),
    );
    await findDrugs(
      new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, {
        headers: { 'x-svc-client-key': 'a-wrong-key-value', authorization: 'Bearer x' },
      }),
    );
    // The browser session: a cookie is issued, then sent back twice (login, then reuse).
    const browser = { 'sec-fetch-site': 'same-origin' };
    const opened = await session(
      new Request('http://localhost/gateway/session', { headers: browser }),
    );
    let cookie = opened.headers.get('set-cookie')?.split(';')[0] ?? '';
    const again = await session(
      new Request('http://localhost/gateway/session', { headers: { ...browser, cookie } }),
    );
    cookie = again.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    await findDrugs(
      new Request(`http://localhost/gateway/Drug/FindDrugs?groupID=WEB&DrugName=x&Zip=94110`, {
        headers: { ...browser, cookie },
      }),
    );

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(8); // the flow really was logged
    const secrets = [
      first.accessToken,
      first.refreshToken,
      second.accessToken,
      second.refreshToken,
      DEV_CLIENT_KEY,
      'a-wrong-key-value',
      cookie.slice(cookie.indexOf('=') + 1),
    ];
    for (const secret of secrets) expect(secret.length).toBeGreaterThan(8);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./); // no JWT of any kind
    expect(log).not.toMatch(/Fe26\.2\*/); // no sealed cookie
  });
});
