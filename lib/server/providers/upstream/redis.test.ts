import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseFindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import type { Gazetteer } from '@/lib/domain/place/location';
import type { UpstreamEnv } from '@/lib/server/core/env';
import { buildGazetteer } from '@/lib/server/dataset/gazetteer';
import { silentLogger, upstreamConfig } from '@/test-support/upstream';
import {
  startReferenceUpstream,
  type ReferenceUpstream,
} from '@/test-support/reference-upstream/server';
import { loadDataset } from '@/lib/server/dataset/load';
import { createUpstreamProvider } from './create';
import { describeNeeding } from '@/test-support/prerequisites';

const REDIS_URL = process.env.REDIS_TEST_URL;

describeNeeding(['Redis (REDIS_TEST_URL)'], 'two app instances sharing one Redis', () => {
  // Started only when the suite runs: a skipped suite opens no connection and no server.
  let reference: ReferenceUpstream;
  const connections: Redis[] = [];
  let gazetteer: Gazetteer;
  beforeAll(async () => {
    const dataset = loadDataset();
    gazetteer = buildGazetteer(dataset.zips);
    reference = await startReferenceUpstream({ dataset });
  });
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.quit()));
    await reference?.close();
  });

  /** One instance: its own connection and provider, sharing the server and the key prefix. */
  function instance(prefix: string, overrides: Partial<UpstreamEnv> = {}) {
    const redis = new Redis(REDIS_URL ?? '');
    connections.push(redis);
    const provider = createUpstreamProvider({
      config: upstreamConfig(reference.url, { cacheTtlSeconds: 0, ...overrides }),
      logger: silentLogger,
      redis,
      sealPassword: 'p'.repeat(32),
      redisKeyPrefix: prefix,
    });
    return { redis, provider };
  }

  let queryNumber = 0;
  const freshQuery = () =>
    parseFindDrugsQuery(
      new URLSearchParams(
        `groupID=G1&DrugName=atorvastatin&Zip=94110&NumPharm=${(queryNumber++ % 100) + 1}`,
      ),
      gazetteer,
    );

  it('share one upstream login and, when it expires, one refresh; the pair is sealed at rest', async () => {
    const prefix = `test:${randomUUID()}:`;
    const a = instance(prefix);
    const b = instance(prefix);
    const start = { ...reference.calls };
    await a.provider.findDrugs(freshQuery());
    await b.provider.findDrugs(freshQuery());
    expect(reference.calls.login - start.login).toBe(1);

    const stored = (await a.redis.get(`${prefix}upstream:pair`)) ?? '';
    expect(stored).toMatch(/^Fe26\.2\*/); // iron-sealed
    expect(stored).not.toMatch(/eyJ/); // no JWT in the clear

    reference.expireAccessTokens();
    const racing = { ...reference.calls };
    const answers = await Promise.all(
      [a, b, a, b, a, b, a, b].map(({ provider }) => provider.findDrugs(freshQuery())),
    );
    expect(answers.every((answer) => answer.Drugs.length > 0)).toBe(true);
    // One rotation for both instances: a second would be reuse, and revoke the login.
    expect(reference.calls.refresh - racing.refresh).toBe(1);
    expect(reference.calls.login - racing.login).toBe(0);
  });

  it('share the answer cache', async () => {
    const prefix = `test:${randomUUID()}:`;
    const a = instance(prefix, { cacheTtlSeconds: 60 });
    const b = instance(prefix, { cacheTtlSeconds: 60 });
    const query = freshQuery();
    const start = reference.calls.findDrugs;
    const fromA = await a.provider.findDrugs(query);
    const fromB = await b.provider.findDrugs(query);
    expect(fromB).toEqual(fromA);
    expect(reference.calls.findDrugs - start).toBe(1);
  });
});
