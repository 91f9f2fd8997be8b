import 'server-only';
import { createHash } from 'node:crypto';
import type { TokenPair } from '@/lib/domain/api/auth-bodies';

/**
 * Shares one refresh among requests racing on the same cookie: the browser sends its page and
 * data requests in parallel, all with the old refresh token, and a second rotation of a spent
 * token would count as reuse and revoke the session. A rotation is remembered for `windowMs`.
 * The upstream provider uses it too, for the upstream's pair kept in that same cookie.
 */
export class RotationCoalescer<Pair = TokenPair> {
  private readonly recent = new Map<string, { pair: Promise<Pair>; atMs: number }>();

  constructor(
    private readonly rotate: (refreshToken: string) => Promise<Pair>,
    private readonly windowMs = 30_000,
  ) {}

  /** The pair this refresh token rotates to, rotating it only once per window. */
  rotateOnce(refreshToken: string, nowMs: number): Promise<Pair> {
    for (const [key, entry] of this.recent) {
      if (nowMs - entry.atMs > this.windowMs) this.recent.delete(key);
    }
    const key = createHash('sha256').update(refreshToken).digest('hex');
    const existing = this.recent.get(key);
    if (existing) return existing.pair;
    const pair = this.rotate(refreshToken);
    this.recent.set(key, { pair, atMs: nowMs });
    pair.catch(() => this.recent.delete(key));
    return pair;
  }
}
