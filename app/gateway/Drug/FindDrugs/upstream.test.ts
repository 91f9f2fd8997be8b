import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GET as autocomplete } from '@/app/gateway/Drug/Autocomplete/route';
import type { FindDrugsAnswer } from '@/lib/domain/api/find-drugs';
import type { Problem } from '@/lib/domain/api/problem';
import { container } from '@/lib/server/runtime/container';
import { apiHeaders } from '@/test-support/api-auth';
import { installTestContainer } from '@/test-support/container';
import { upstreamEnvVars } from '@/test-support/upstream';
import { noFaults, type Faults } from '@/test-support/reference-upstream/faults';
import { startReferenceUpstream } from '@/test-support/reference-upstream/server';
import { GET } from './route';

// The real route handler with PRICE_SOURCE=upstream, pointed at a reference upstream on loopback.
const reference = await startReferenceUpstream({ dataset: container().dataset });
afterAll(() => reference.close());

/** Installs a container on the reference upstream with these extra settings; returns API headers. */
async function useUpstream(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  installTestContainer({ ...upstreamEnvVars(reference.url), ...extra });
  return apiHeaders('G1');
}

const find = (query: string, headers: Record<string, string>) =>
  GET(new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, { headers }));

async function problem(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
  expect(response.headers.get('x-request-id')).toBeTruthy();
  return (await response.json()) as Problem;
}

describe('FindDrugs route with PRICE_SOURCE=upstream', () => {
  it('answers through the upstream in the contract’s shape, with Origin and an ETag', async () => {
    const auth = await useUpstream();
    expect(container().provider.name).toBe('upstream');
    const before = reference.calls.findDrugs;
    const response = await find('groupID=G1&DrugName=atorvastatin&Zip=94110&NumPharm=3', auth);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = (await response.json()) as FindDrugsAnswer;
    expect(body.Drugs).toHaveLength(3);
    expect(body.Origin?.label).toBe('San Francisco, CA 94110');
    expect(body.Drugs[0]?.pricing).toMatchObject({ isEstimate: false, costBasisAsOf: null });
    expect(body.Strengths.some((s) => s.isSelected)).toBe(true);
    expect(reference.calls.findDrugs - before).toBe(1);
  });

  it('validates first: a bad or unauthenticated request never costs an upstream call', async () => {
    const auth = await useUpstream();
    const before = { ...reference.calls };
    const invalid = await problem(
      await find('groupID=G1&DrugName=atorvastatin&Lat=99&NumPharm=0', auth),
      400,
    );
    expect(invalid.errors?.map((e) => e.parameter).sort()).toEqual(['Lat', 'Long', 'NumPharm']);
    await problem(await find('groupID=G1&DrugName=atorvastatin&Zip=94110', {}), 401);
    await problem(await find('groupID=G2&DrugName=atorvastatin&Zip=94110', auth), 403);
    expect(reference.calls).toEqual(before);
  });

  it('keeps the upstream’s words in our 404', async () => {
    const auth = await useUpstream();
    const body = await problem(await find('groupID=G1&DrugName=zzzzqqqxx&Zip=94110', auth), 404);
    expect(body).toMatchObject({
      type: '/problems/drug-not-found',
      detail: 'No drug matches the name "zzzzqqqxx".',
    });
  });

  it('PharmacyId: one row found among the nearest to the location, never sent upstream', async () => {
    const auth = await useUpstream();
    const query = 'groupID=G1&DrugName=atorvastatin&Zip=94110';
    const near = (await (await find(`${query}&NumPharm=5`, auth)).json()) as FindDrugsAnswer;
    const fourth = near.Drugs[3];
    expect(fourth?.pharmacy.id).toMatch(/^ph_[0-9a-f]{16}$/);
    const there = await find(`${query}&PharmacyId=${fourth?.pharmacy.id}`, auth);
    expect(((await there.json()) as FindDrugsAnswer).Drugs).toEqual([fourth]);

    const unknown = await problem(await find(`${query}&PharmacyId=ph_00000000000000aa`, auth), 404);
    expect(unknown.type).toBe('/problems/pharmacy-not-found');
    const noLocation = await problem(
      await find(`groupID=G1&DrugName=atorvastatin&PharmacyId=${fourth?.pharmacy.id}`, auth),
      404,
    );
    expect(noLocation).toMatchObject({
      type: '/problems/pharmacy-not-found',
      detail: expect.stringMatching(/NCPDP or NPI only; send PharmacyId with Zip/),
    });
  });

  it('serves Autocomplete through the upstream too', async () => {
    const auth = await useUpstream();
    const before = reference.calls.autocomplete;
    const response = await autocomplete(
      new Request('http://localhost/gateway/Drug/Autocomplete?prefixText=lipit', { headers: auth }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { drugNames: Array<{ drugName: string }> };
    expect(body.drugNames[0]).toEqual({ drugName: 'Lipitor' });
    expect(reference.calls.autocomplete - before).toBe(1);
  });
});

describe('upstream failures as problems (route level)', () => {
  afterEach(() => {
    Object.assign(reference.faults, noFaults());
  });

  /** Logs in (one search) while the upstream is healthy, then turns `faults` on. */
  async function faultAfterLogin(auth: Record<string, string>, faults: Partial<Faults>) {
    await find('groupID=G1&DrugName=metformin&Zip=10001', auth);
    Object.assign(reference.faults, faults);
  }

  it('502 for a failing upstream, then 503 with Retry-After once the breaker opens', async () => {
    const auth = await useUpstream({ UPSTREAM_BREAKER_FAILURES: '3', UPSTREAM_RETRIES: '2' });
    await faultAfterLogin(auth, { errorRate: 1 });
    const failed = await problem(
      await find('groupID=G1&DrugName=atorvastatin&Zip=10001', auth),
      502,
    );
    expect(failed.type).toBe('/problems/upstream-unavailable');
    const paused = await find('groupID=G1&DrugName=lisinopril&Zip=10001', auth);
    const body = await problem(paused, 503);
    expect(body.type).toBe('/problems/upstream-circuit-open');
    expect(paused.headers.get('retry-after')).toBe('30');
    expect(container().provider.health()).toMatchObject({ ready: false, breaker: 'open' });
  });

  it('504 for an upstream slower than UPSTREAM_TIMEOUT_MS', async () => {
    const auth = await useUpstream({ UPSTREAM_TIMEOUT_MS: '150' });
    await faultAfterLogin(auth, { latencyMs: 10_000 });
    const body = await problem(await find('groupID=G1&DrugName=atorvastatin&Zip=60601', auth), 504);
    expect(body.type).toBe('/problems/upstream-timeout');
  });
});
