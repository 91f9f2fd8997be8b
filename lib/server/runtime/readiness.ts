import 'server-only';
import { container } from './container';

/** One dependency's state as /readyz reports it. */
type CheckState = 'ok' | 'failing' | 'not configured';

export interface Readiness {
  ready: boolean;
  checks: {
    dataset: CheckState;
    tokenStore: CheckState;
    redis: CheckState;
    priceSource: CheckState;
  };
  /** The upstream circuit breaker, when prices come from an upstream gateway. */
  breaker: 'closed' | 'open' | 'half-open' | null;
}

const PING_TIMEOUT_MS = 1000;
/**
 * How long one check of the token store answers for: /readyz is public and unlimited, and the
 * check writes, so a caller polling it in a loop costs one write a second, not one per call.
 */
export const STORE_CHECK_REUSE_MS = 1000;

/** The last store check per store, and when it started. */
const storeChecks = new WeakMap<object, { atMs: number; ok: Promise<boolean> }>();

function storeWritable(tokenStore: { isWritable(): Promise<boolean> }): Promise<boolean> {
  const nowMs = Date.now();
  const last = storeChecks.get(tokenStore);
  // A clock set back (NTP) makes the last check stale, not eternal.
  if (last && nowMs >= last.atMs && nowMs - last.atMs < STORE_CHECK_REUSE_MS) return last.ok;
  const ok = within(
    tokenStore.isWritable().then((writable) => (writable ? writable : Promise.reject())),
    PING_TIMEOUT_MS,
  );
  storeChecks.set(tokenStore, { atMs: nowMs, ok });
  return ok;
}

/** Resolves false when the promise fails or is slower than the timeout. */
async function within(promise: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)),
  );
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance can serve: the dataset and indexes are built (the container exists), the
 * token store takes a write (checked at most once a second), Redis answers when configured, and the price source is not paused by
 * its circuit breaker. A load balancer stops routing to an instance that is not ready.
 */
export async function readiness(): Promise<Readiness> {
  let services;
  try {
    services = container();
  } catch {
    return {
      ready: false,
      checks: {
        dataset: 'failing',
        tokenStore: 'failing',
        redis: 'failing',
        priceSource: 'failing',
      },
      breaker: null,
    };
  }
  const { tokenStore, redis, provider } = services;
  const [storeOk, redisOk] = await Promise.all([
    storeWritable(tokenStore),
    redis ? within(redis.ping(), PING_TIMEOUT_MS) : Promise.resolve(null),
  ]);
  const health = provider.health();
  const checks: Readiness['checks'] = {
    dataset: 'ok',
    tokenStore: storeOk ? 'ok' : 'failing',
    redis: redisOk === null ? 'not configured' : redisOk ? 'ok' : 'failing',
    priceSource: health.ready ? 'ok' : 'failing',
  };
  return {
    ready: Object.values(checks).every((state) => state !== 'failing'),
    checks,
    breaker: health.breaker,
  };
}
