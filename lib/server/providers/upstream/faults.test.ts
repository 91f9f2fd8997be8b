import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import type { UpstreamEnv } from '@/lib/server/core/env';
import { isApiError } from '@/lib/server/core/api-error';
import { loadDataset } from '@/lib/server/dataset/load';
import { buildGazetteer } from '@/lib/server/dataset/gazetteer';
import { createLogger, type Logger } from '@/lib/server/core/logger';
import { silentLogger, upstreamConfig } from '@/test-support/upstream';
import { noFaults } from '@/test-support/reference-upstream/faults';
import type { CallCounts } from '@/test-support/reference-upstream/faults';
import { startReferenceUpstream } from '@/test-support/reference-upstream/server';
import { createUpstreamProvider } from './create';

// Real HTTP on loopback against the reference upstream; the provider's clock is injected, and
// limits are small, so no verdict here waits for (or depends on) wall-clock time.
const dataset = loadDataset();
const reference = await startReferenceUpstream({ dataset });
const gazetteer = buildGazetteer(dataset.zips);
afterAll(() => reference.close());
beforeEach(() => {
  Object.assign(reference.faults, noFaults());
});

function setup(overrides: Partial<UpstreamEnv> = {}, logger: Logger = silentLogger) {
  const clock = { ms: Date.UTC(2026, 10, 23, 12) };
  const provider = createUpstreamProvider({
    config: upstreamConfig(reference.url, { cacheTtlSeconds: 0, ...overrides }),
    logger,
    redis: null,
    sealPassword: 's'.repeat(32),
    now: () => clock.ms,
  });
  return { clock, provider };
}

let queryNumber = 0;
/** A query no earlier test asked (NumPharm varies), so nothing is served from a cache. */
const freshQuery = (text = 'DrugName=atorvastatin&Zip=94110') =>
  parseFindDrugsQuery(
    new URLSearchParams(`groupID=G1&${text}&NumPharm=${(queryNumber++ % 100) + 1}`),
    gazetteer,
  );

/** Upstream calls made while `work` ran. */
async function callsDuring(work: () => Promise<unknown>): Promise<CallCounts> {
  const before = { ...reference.calls };
  await work();
  const after = reference.calls;
  return {
    login: after.login - before.login,
    refresh: after.refresh - before.refresh,
    findDrugs: after.findDrugs - before.findDrugs,
    autocomplete: after.autocomplete - before.autocomplete,
  };
}

/** `status slug` (and Retry-After) of the problem a call fails with. */
async function problemOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (err) {
    if (!isApiError(err)) throw err;
    const retryAfter = err.headers['Retry-After'];
    return `${err.status} ${err.slug}${retryAfter ? ` Retry-After ${retryAfter}` : ''}`;
  }
  throw new Error('the call succeeded');
}

describe('upstream timeouts and retries (loopback)', () => {
  it('an upstream slower than the timeout is a 504, and is not retried', async () => {
    const { provider } = setup({ timeoutMs: 150 });
    await provider.findDrugs(freshQuery()); // logged in while the upstream was quick
    reference.faults.latencyMs = 10_000;
    const calls = await callsDuring(async () => {
      expect(await problemOf(provider.findDrugs(freshQuery()))).toBe('504 upstream-timeout');
    });
    expect(calls.findDrugs).toBe(1);
  });

  it('a 503 then a success: the GET is retried and the caller sees only the success', async () => {
    const { provider } = setup();
    await provider.findDrugs(freshQuery());
    reference.faults.failNext = 1;
    const calls = await callsDuring(async () => {
      expect((await provider.findDrugs(freshQuery())).Drugs.length).toBeGreaterThan(0);
    });
    expect(calls.findDrugs).toBe(2);
  });

  it('a refused connection is retried, then a 502', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const provider = createUpstreamProvider({
      config: upstreamConfig(`http://127.0.0.1:${port}`),
      logger: silentLogger,
      redis: null,
      sealPassword: 's'.repeat(32),
    });
    // Login is a POST, never retried: one refused attempt is the answer.
    expect(await problemOf(provider.findDrugs(freshQuery()))).toBe('502 upstream-unavailable');
  });
});

describe('the circuit breaker (loopback, clock injected)', () => {
  it('a 5xx storm opens it (503 + Retry-After, no upstream call); it half-opens and recovers', async () => {
    const { provider, clock } = setup({ breakerFailures: 3, breakerOpenSeconds: 30, retries: 2 });
    await provider.findDrugs(freshQuery());
    reference.faults.errorRate = 1;
    const storm = await callsDuring(async () => {
      // Three failed attempts (one call, retried twice) open the breaker.
      expect(await problemOf(provider.findDrugs(freshQuery()))).toBe('502 upstream-unavailable');
      expect(await problemOf(provider.findDrugs(freshQuery()))).toBe(
        '503 upstream-circuit-open Retry-After 30',
      );
    });
    expect(storm.findDrugs).toBe(3);
    expect(provider.health()).toEqual({ ready: false, breaker: 'open', retryAfterSeconds: 30 });

    clock.ms += 20_000;
    expect(await problemOf(provider.findDrugs(freshQuery()))).toBe(
      '503 upstream-circuit-open Retry-After 10',
    );
    clock.ms += 10_000;
    expect(provider.health()).toEqual({ ready: true, breaker: 'half-open' });
    reference.faults.errorRate = 0;
    const recovery = await callsDuring(async () => {
      expect((await provider.findDrugs(freshQuery())).Drugs.length).toBeGreaterThan(0);
    });
    expect(recovery.findDrugs).toBe(1);
    expect(provider.health()).toEqual({ ready: true, breaker: 'closed' });
  });

  it('a failed probe opens it again', async () => {
    const { provider, clock } = setup({ breakerFailures: 2, breakerOpenSeconds: 5, retries: 1 });
    await provider.findDrugs(freshQuery());
    reference.faults.errorRate = 1;
    await problemOf(provider.findDrugs(freshQuery()));
    clock.ms += 5_000;
    const probe = await callsDuring(async () => {
      // The probe fails and reopens the breaker, which then refuses the retry.
      expect(await problemOf(provider.findDrugs(freshQuery()))).toBe(
        '503 upstream-circuit-open Retry-After 5',
      );
    });
    expect(probe.findDrugs).toBe(1);
    expect(provider.health().breaker).toBe('open');
  });
});

describe('unusable answers (loopback)', () => {
  it('malformed JSON is a 502 and is not retried', async () => {
    const { provider } = setup();
    await provider.findDrugs(freshQuery());
    reference.faults.malformedJson = true;
    const calls = await callsDuring(async () => {
      expect(await problemOf(provider.findDrugs(freshQuery()))).toBe('502 upstream-unavailable');
    });
    expect(calls.findDrugs).toBe(1);
  });

  it('a body cut short (connection closed) is a network error: retried, then a 502', async () => {
    const { provider } = setup({ retries: 2 });
    await provider.findDrugs(freshQuery());
    reference.faults.truncateBodies = true;
    const calls = await callsDuring(async () => {
      expect(await problemOf(provider.findDrugs(freshQuery()))).toBe('502 upstream-unavailable');
    });
    expect(calls.findDrugs).toBe(3);
  });
});

describe('the upstream token pair (loopback)', () => {
  // Each case: the first search logs in once; then `between` happens, and the next search
  // makes exactly `calls` upstream.
  const afterLogin = [
    {
      title: 'a 401 costs one refresh and one more try, and succeeds',
      settings: {},
      between: async () => {
        reference.faults.unauthorizedNext = 1;
      },
      calls: { login: 0, refresh: 1, findDrugs: 2, autocomplete: 0 },
    },
    {
      title: 'a refused refresh token (all logins revoked) leads to a fresh login',
      settings: {},
      between: () => reference.revokeLogins(),
      calls: { login: 1, refresh: 1, findDrugs: 2, autocomplete: 0 },
    },
    {
      title: 'it refreshes before the access token expires, without waiting for a 401',
      settings: { tokenRefreshMarginSeconds: 60 },
      between: async (clock: { ms: number }) => {
        clock.ms += 841_000; // 59 s before the 900 s lifetime ends
      },
      calls: { login: 0, refresh: 1, findDrugs: 1, autocomplete: 0 },
    },
  ];
  for (const { title, settings, between, calls } of afterLogin) {
    it(`logged in once, ${title}`, async () => {
      const { provider, clock } = setup(settings);
      expect(await callsDuring(() => provider.findDrugs(freshQuery()))).toMatchObject({
        login: 1,
        refresh: 0,
      });
      await between(clock);
      expect(await callsDuring(() => provider.findDrugs(freshQuery()))).toEqual(calls);
    });
  }

  it('20 concurrent calls whose token expired upstream share one refresh (no reuse, no second login)', async () => {
    const { provider } = setup();
    await provider.findDrugs(freshQuery());
    reference.expireAccessTokens();
    const calls = await callsDuring(async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => provider.findDrugs(freshQuery())),
      );
      expect(answers.every((a) => a.Drugs.length > 0)).toBe(true);
    });
    expect(calls).toEqual({ login: 0, refresh: 1, findDrugs: 40, autocomplete: 0 });
  });
});

describe('coalescing and caching (loopback)', () => {
  it('100 concurrent identical queries make one upstream call', async () => {
    const { provider } = setup({ cacheTtlSeconds: 0 });
    const query = freshQuery('DrugName=metformin&Zip=10001');
    const calls = await callsDuring(async () => {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => provider.findDrugs(query)),
      );
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    });
    expect(calls).toEqual({ login: 1, refresh: 0, findDrugs: 1, autocomplete: 0 });
  });

  it('a repeated query is answered from the cache until its TTL passes; sort orders share it', async () => {
    const { provider, clock } = setup({ cacheTtlSeconds: 60 });
    const query = freshQuery('DrugName=lisinopril&Zip=60601');
    await provider.findDrugs(query);
    const cached = await callsDuring(async () => {
      await provider.findDrugs(query);
      await provider.findDrugs({ ...query, sortBy: 'price' });
      await provider.suggestDrugNames('lisin', 10);
      await provider.suggestDrugNames('LISIN ', 10);
    });
    expect(cached).toMatchObject({ findDrugs: 0, autocomplete: 1 });
    clock.ms += 60_000;
    expect(await callsDuring(() => provider.findDrugs(query))).toMatchObject({ findDrugs: 1 });
  });
});

describe('upstream logs', () => {
  it('show method, path, status and latency of each exchange, and never a token or key', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const { provider } = setup({}, logger);
    await provider.findDrugs(freshQuery());
    reference.faults.failNext = 1;
    await provider.findDrugs(freshQuery());
    const exchanges = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'upstream exchange');
    expect(exchanges.map((l) => [l.upstream.method, l.upstream.path, l.upstream.status])).toEqual([
      ['POST', '/gateway/auth/token', 200],
      ['GET', '/gateway/Drug/FindDrugs', 200],
      ['GET', '/gateway/Drug/FindDrugs', 503],
      ['GET', '/gateway/Drug/FindDrugs', 200],
    ]);
    expect(exchanges.every((l) => typeof l.upstream.latencyMs === 'number')).toBe(true);
    const everything = lines.join('\n');
    expect(everything).not.toMatch(/eyJ|Bearer|reference-client-key|refreshToken|groupID/);
  });
});
