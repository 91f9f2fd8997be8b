import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { GET as findDrugs } from '@/app/gateway/Drug/FindDrugs/route';
import { GET as healthz } from '@/app/healthz/route';
import { GET as metrics } from '@/app/metrics/route';
import { GET as readyz } from '@/app/readyz/route';
import { container } from '@/lib/server/runtime/container';
import { STORE_CHECK_REUSE_MS } from '@/lib/server/runtime/readiness';
import { apiHeaders } from '@/test-support/api-auth';
import { installTestContainer } from '@/test-support/container';
import { enterFreshRateWindow } from '@/test-support/rate-window';

const TOKEN = 'metrics-token-0123456789';
installTestContainer({ METRICS_TOKEN: TOKEN, RATE_LIMIT_API_PER_MINUTE: '5' });

const scrape = (authorization?: string) =>
  metrics(
    new Request('http://localhost/metrics', {
      headers: authorization ? { authorization } : {},
    }),
  );

describe('health, readiness and metrics', () => {
  it('/healthz answers while the process runs', async () => {
    const response = healthz();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 with every check, and 503 naming the store while it is locked', async () => {
    const ready = await readyz();
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      ready: true,
      checks: { dataset: 'ok', tokenStore: 'ok', redis: 'not configured', priceSource: 'ok' },
      breaker: null,
    });
    const other = new DatabaseSync(path.join(container().env.localDataDir, 'tokens.sqlite'));
    other.exec('BEGIN IMMEDIATE');
    // A store check answers for a second (below); the next one sees the lock.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.advanceTimersByTime(STORE_CHECK_REUSE_MS);
    const locked = await readyz();
    vi.useRealTimers();
    other.exec('ROLLBACK');
    other.close();
    expect(locked.status).toBe(503);
    expect(await locked.json()).toMatchObject({ ready: false, checks: { tokenStore: 'failing' } });
  });

  it('/readyz polled in a loop writes to the token store once a second at most (review N-L7)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      // Well past any earlier check (the test above moved its own clock on).
      vi.advanceTimersByTime(60_000);
      const writes = vi.spyOn(container().tokenStore, 'isWritable');
      for (let i = 0; i < 50; i += 1) expect((await readyz()).status).toBe(200);
      expect(writes).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(STORE_CHECK_REUSE_MS);
      await readyz();
      expect(writes).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('/metrics needs the bearer token and counts requests by route and status, and 429s', async () => {
    enterFreshRateWindow();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer wrong-token-of-the-same-size')).status).toBe(401);
    const headers = await apiHeaders('G1'); // one of the 5 allowed this minute
    const call = () =>
      findDrugs(
        new Request(
          'http://localhost/gateway/Drug/FindDrugs?groupID=G1&DrugName=atorvastatin&Zip=94110',
          {
            headers,
          },
        ),
      );
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await call()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(
      /rxpf_http_requests_total\{route="\/gateway\/Drug\/FindDrugs",method="GET",status="200"\} 4/,
    );
    expect(text).toMatch(/rxpf_rate_limit_rejections_total\{kind="api"\} 1/);
    expect(text).toMatch(/rxpf_http_request_duration_seconds_bucket\{/);
    expect(text).toMatch(/process_resident_memory_bytes/);
  });
});

describe('/metrics without a token configured', () => {
  it('is not served at all', async () => {
    installTestContainer();
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(404);
  });
});
