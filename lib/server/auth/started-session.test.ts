import { describe, expect, it } from 'vitest';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { GET as session } from '@/app/gateway/session/route';
import { DEV_CLIENT_KEY } from '@/lib/server/runtime/env';
import { loginPair } from '@/lib/testing/api-auth';
import { STARTED_SESSION_CHECK, type StartedSessionCheck } from '@/server/admission.mjs';
import { registerStartedSessionCheck } from './started-session';

// The hint server.mjs's admission control uses to favour sessions already under way.
registerStartedSessionCheck();
const isStarted = (globalThis as Record<symbol, unknown>)[
  STARTED_SESSION_CHECK
] as StartedSessionCheck;

describe('the started-session check', () => {
  it('knows a Bearer token once it was verified here, and only then', async () => {
    const { accessToken } = await loginPair('G1');
    const bearer = `Bearer ${accessToken}`;
    expect(isStarted(undefined, bearer)).toBe(false);
    await findDrugs(
      new Request('http://localhost/gateway/Drug/FindDrugs?groupID=G1&DrugName=x&Zip=94110', {
        headers: { 'x-svc-client-key': DEV_CLIENT_KEY, authorization: bearer },
      }),
    );
    expect(isStarted(undefined, bearer)).toBe(true);
    expect(isStarted(undefined, 'Bearer made-up')).toBe(false);
  });

  it('knows a session cookie once it was opened here; a made-up one is new', async () => {
    const headers = { 'sec-fetch-site': 'same-origin' };
    const first = await session(new Request('http://localhost/gateway/session', { headers }));
    const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(isStarted(cookie, undefined)).toBe(false);
    await findDrugs(
      new Request('http://localhost/gateway/Drug/FindDrugs?groupID=WEB&DrugName=x&Zip=94110', {
        headers: { ...headers, cookie },
      }),
    );
    expect(isStarted(`other=1; ${cookie}`, undefined)).toBe(true);
    expect(isStarted('rxpf_session=Fe26.2*made*up', undefined)).toBe(false);
  });
});
