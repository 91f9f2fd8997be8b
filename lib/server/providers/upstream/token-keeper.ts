import 'server-only';
import { isDueForRefresh } from '@/lib/domain/api/token-refresh';
import { RotationCoalescer } from '@/lib/server/core/rotation-coalescer';
import { upstreamUnavailable } from '@/lib/server/core/api-error';
import type { Logger } from '@/lib/server/core/logger';
import { RefreshRefused, UpstreamUnauthorized } from './failures';
import type { UpstreamPair, UpstreamTokenApi } from './token-api';
import type { PairStore } from './token-stores';

export interface UpstreamAuthOptions {
  /**
   * Renew this long before the access token expires, so no call carries a dying token; at most
   * half of the token's lifetime.
   */
  refreshMarginMs: number;
  now: () => number;
  logger: Logger;
}

/**
 * Keeps an upstream token pair usable in whatever store holds it: logs in when there is none,
 * refreshes before expiry and once more when the upstream answers 401, and logs in again when the
 * refresh is refused. A refresh token is rotated at most once: concurrent renewals of one store
 * are serialised (and re-read the store, finding the pair another caller just renewed), and
 * concurrent rotations of one refresh token share a single upstream call.
 */
export class UpstreamAuth {
  private readonly rotations: RotationCoalescer<UpstreamPair>;

  constructor(
    private readonly api: UpstreamTokenApi,
    private readonly options: UpstreamAuthOptions,
  ) {
    this.rotations = new RotationCoalescer((refreshToken) => this.api.refresh(refreshToken));
  }

  /** Runs `call` with a valid access token; on a 401, renews the pair and tries once more. */
  async authorized<T>(
    store: PairStore,
    requestId: string | undefined,
    call: (accessToken: string) => Promise<T>,
  ): Promise<T> {
    const current = await store.read();
    const accessToken =
      current && this.isFresh(current)
        ? current.accessToken
        : (await this.renew(store, current?.accessToken ?? null, requestId)).accessToken;
    try {
      return await call(accessToken);
    } catch (err) {
      if (!(err instanceof UpstreamUnauthorized)) throw err;
    }
    const renewed = await this.renew(store, accessToken, requestId);
    try {
      return await call(renewed.accessToken);
    } catch (err) {
      if (!(err instanceof UpstreamUnauthorized)) throw err;
      throw upstreamUnavailable('The price source refused a freshly issued access token.');
    }
  }

  /** Replaces the pair whose access token is `stale` (null: there is none yet). */
  private renew(
    store: PairStore,
    stale: string | null,
    requestId: string | undefined,
  ): Promise<UpstreamPair> {
    return store.exclusive(async () => {
      const current = await store.read();
      // Another caller renewed while we waited: use its pair rather than rotate a spent token.
      if (current && current.accessToken !== stale && this.isFresh(current)) return current;
      let next: UpstreamPair | null = null;
      if (current) {
        try {
          next = await this.rotations.rotateOnce(current.refreshToken, this.options.now());
        } catch (err) {
          if (!(err instanceof RefreshRefused)) throw err;
          this.options.logger.info(
            { requestId, upstream: { status: err.status } },
            'upstream refresh refused; logging in again',
          );
        }
      }
      next ??= await this.api.login(requestId);
      await store.write(next);
      return next;
    });
  }

  /**
   * Whether the access token may still be used. The margin is capped at half the token's
   * lifetime: a gateway issuing tokens that live no longer than the margin would otherwise have
   * every call renew first.
   */
  private isFresh(pair: UpstreamPair): boolean {
    return !isDueForRefresh(pair, this.options.now(), this.options.refreshMarginMs);
  }
}
