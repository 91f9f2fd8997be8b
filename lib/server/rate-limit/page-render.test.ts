import { describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/server/core/client-address';
import { container } from '@/lib/server/runtime/container';
import { StoreUnavailableError } from '@/lib/server/core/store-error';
import type { RateLimiter } from './limiter';
import { installTestContainer } from '@/test-support/container';
import { mayRenderSearch } from './page-render';
import { countInFreshRateWindows } from '@/test-support/rate-window';

installTestContainer({ RATE_LIMIT_PAGE_RENDERS_PER_MINUTE: '2', TRUSTED_PROXIES: '10.0.0.1' });
countInFreshRateWindows();

const from = (peer: string, forwardedFor?: string) =>
  new Headers({
    [PEER_ADDRESS_HEADER]: peer,
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  });

describe('mayRenderSearch (server-rendered results, limited per client address)', () => {
  it('allows the allowance per address, then renders without prices; a client cannot pick its address', async () => {
    expect(await mayRenderSearch(container(), from('203.0.113.7'))).toBe(true);
    // A client's own X-Forwarded-For is not believed: still 203.0.113.7.
    expect(await mayRenderSearch(container(), from('203.0.113.7', '198.51.100.1'))).toBe(true);
    expect(await mayRenderSearch(container(), from('203.0.113.7', '198.51.100.2'))).toBe(false);
    expect(await mayRenderSearch(container(), from('203.0.113.8'))).toBe(true);
    // Through the trusted proxy, the address it forwarded is the one counted.
    expect(await mayRenderSearch(container(), from('10.0.0.1', '203.0.113.9'))).toBe(true);
    expect(await mayRenderSearch(container(), from('10.0.0.1', '203.0.113.9'))).toBe(true);
    expect(await mayRenderSearch(container(), from('10.0.0.1', '203.0.113.9'))).toBe(false);
    const metrics = await container().metrics.registry.getSingleMetricAsString(
      'rxpf_rate_limit_rejections_total',
    );
    expect(metrics).toContain('kind="page"} 2');
  });

  it('renders without prices while the limiter is out of reach; any other failure is not hidden', async () => {
    const failing = (error: Error): RateLimiter => ({
      hit: () => Promise.reject(error),
      count: () => Promise.reject(error),
    });
    const services = container();
    const unreachable = { ...services, rateLimiter: failing(new StoreUnavailableError(5, null)) };
    expect(await mayRenderSearch(unreachable, from('203.0.113.20'))).toBe(false);
    const broken = { ...services, rateLimiter: failing(new TypeError('a bug')) };
    await expect(mayRenderSearch(broken, from('203.0.113.20'))).rejects.toThrow('a bug');
  });
});
