import { afterAll, describe, expect, it } from 'vitest';
import { parseFindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { loadDataset } from '@/lib/server/dataset/load';
import { buildGazetteer } from '@/lib/server/dataset/gazetteer';
import { silentLogger, upstreamConfig } from '@/test-support/upstream';
import { startReferenceUpstream } from '@/test-support/reference-upstream/server';
import { createUpstreamProvider } from './create';

// The refresh margin is capped at half the upstream token's lifetime: a gateway issuing 3-second
// tokens is not asked for a refresh before every one of 20 concurrent searches.
const dataset = loadDataset();
const gazetteer = buildGazetteer(dataset.zips);
const reference = await startReferenceUpstream({ dataset, accessTtlSeconds: 3 });
afterAll(() => reference.close());

let queryNumber = 0;
const freshQuery = () =>
  parseFindDrugsQuery(
    new URLSearchParams(`groupID=G1&DrugName=atorvastatin&Zip=94110&NumPharm=${++queryNumber}`),
    gazetteer,
  );

describe('the upstream refresh margin, against a gateway issuing 3-second tokens', () => {
  it('is capped at half the lifetime: a fresh token serves 20 concurrent searches, then one refresh', async () => {
    const clock = { ms: Date.UTC(2026, 10, 23, 12) };
    const provider = createUpstreamProvider({
      config: upstreamConfig(reference.url, { cacheTtlSeconds: 0, tokenRefreshMarginSeconds: 60 }),
      logger: silentLogger,
      redis: null,
      sealPassword: 's'.repeat(32),
      now: () => clock.ms,
    });
    await provider.findDrugs(freshQuery()); // logs in
    const before = { ...reference.calls };
    await Promise.all(Array.from({ length: 20 }, () => provider.findDrugs(freshQuery())));
    expect(reference.calls.refresh - before.refresh).toBe(0);
    expect(reference.calls.login - before.login).toBe(0);
    clock.ms += 1_600; // past half of the 3 s lifetime
    await Promise.all(Array.from({ length: 20 }, () => provider.findDrugs(freshQuery())));
    expect(reference.calls.refresh - before.refresh).toBe(1);
  });
});
