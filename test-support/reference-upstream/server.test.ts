import { afterAll, describe, expect, it } from 'vitest';
import { loadDataset } from '@/lib/server/dataset/load';
import { DEFAULT_REFERENCE_CLIENT_KEY, startReferenceUpstream } from './server';

const dataset = loadDataset();
const reference = await startReferenceUpstream({ dataset, accessTtlSeconds: 900 });
const closedAdmin = await startReferenceUpstream({ dataset, admin: false });
afterAll(() => Promise.all([reference.close(), closedAdmin.close()]));

const KEY = { 'x-svc-client-key': DEFAULT_REFERENCE_CLIENT_KEY };
const post = (path: string, body: unknown, headers: Record<string, string> = KEY) =>
  fetch(`${reference.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const login = async (groupID = 'BFF1') => (await post('/gateway/auth/token', { groupID })).json();
const findDrugs = (query: string, accessToken: string) =>
  fetch(`${reference.url}/gateway/Drug/FindDrugs?${query}`, {
    headers: { ...KEY, authorization: `Bearer ${accessToken}` },
  });

describe('the reference upstream', () => {
  it('logs in and rotates refresh tokens; a reused refresh token revokes the login', async () => {
    const first = await login();
    expect(first).toMatchObject({ expiresIn: 900, tokenType: 'Bearer' });
    const second = await (
      await post('/gateway/auth/refresh', { refreshToken: first.refreshToken })
    ).json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const reuse = await post('/gateway/auth/refresh', { refreshToken: first.refreshToken });
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    expect(
      (await findDrugs('groupID=BFF1&DrugName=atorvastatin&Zip=94110', second.accessToken)).status,
    ).toBe(401);
  });

  it('answers in its own style and its own error bodies, with the group of the token', async () => {
    const { accessToken } = await login();
    const ok = await findDrugs(
      'groupID=BFF1&DrugName=atorvastatin&Zip=94110&NumPharm=1',
      accessToken,
    );
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.drugs.locatedDrug.pharmacy.name).toEqual(expect.any(String)); // one row: an object
    expect(body.drugs.locatedDrug.pricing.usualAndCustomaryPrice).toEqual(expect.any(Number));
    expect(
      (await findDrugs('groupID=OTHER&DrugName=atorvastatin&Zip=94110', accessToken)).status,
    ).toBe(403);
    const invalid = await findDrugs('groupID=BFF1&DrugName=atorvastatin', accessToken);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      code: 'INVALID_PARAMETERS',
      message: expect.stringMatching(/Zip/),
    });
    const missing = await findDrugs('groupID=BFF1&DrugName=zzzzqqqxx&Zip=94110', accessToken);
    expect(await missing.json()).toEqual({
      code: 'DRUG_NOT_FOUND',
      message: 'No drug matches the name "zzzzqqqxx".',
    });
    expect((await post('/gateway/auth/token', { groupID: 'BFF1' }, {})).status).toBe(401);
    expect((await post('/gateway/auth/token', 'not json')).status).toBe(400);
  });

  it('takes fault switches on its loopback admin endpoint, and hides it when told to', async () => {
    const set = await post('/__admin/faults', { failNext: 1, errorStatus: 502 }, {});
    expect((await set.json()).faults).toMatchObject({ failNext: 1, errorStatus: 502 });
    const { accessToken } = await login();
    const failed = await findDrugs('groupID=BFF1&DrugName=atorvastatin&Zip=94110', accessToken);
    expect([failed.status, failed.headers.get('content-type')]).toEqual([502, 'text/html']);
    expect((await post('/__admin/faults', { errorRate: 2 }, {})).status).toBe(400);
    await post('/__admin/reset', {}, {});
    expect(reference.faults.errorStatus).toBe(503);
    expect((await fetch(`${closedAdmin.url}/__admin/faults`)).status).toBe(404);
  });
});
