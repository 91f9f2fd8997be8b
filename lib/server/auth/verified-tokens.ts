import 'server-only';
import type { JWTPayload } from 'jose';
import { LruCache } from '@/lib/server/core/lru-cache';

/** How jose was told to check a token's times; the cache applies the same rules. */
export interface TimeRules {
  clockToleranceSeconds: number;
  maxTokenAgeSeconds: number;
}

interface Entry {
  payload: JWTPayload;
  /** The seconds (epoch) in which jose would accept the token again: [fromS, untilS). */
  fromS: number;
  untilS: number;
}

/**
 * Access tokens whose signature and claims jose has already verified, by their exact text. An
 * API client sends the same token for its whole lifetime, and checking the HMAC again each time
 * was most of a FindDrugs call's own cost. Only the time claims can change their verdict, so a
 * hit is accepted only inside the window jose would accept (nbf, iat, exp, maximum age, each with
 * the clock tolerance); outside it the caller verifies in full and gets jose's own error. Any
 * other text (a tampered token) misses. Revocation is not cached: the caller checks it every time.
 */
export class VerifiedTokenCache {
  private readonly entries: LruCache<string, Entry>;

  constructor(
    private readonly rules: TimeRules,
    capacity = 10_000,
  ) {
    this.entries = new LruCache(capacity);
  }

  /** The verified payload, if the token verified before and its times still hold at `nowS`. */
  get(token: string, nowS: number): JWTPayload | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    return nowS >= entry.fromS && nowS < entry.untilS ? entry.payload : undefined;
  }

  /** Remembers a token jose has just verified in full. */
  set(token: string, payload: JWTPayload): void {
    const { clockToleranceSeconds: tolerance, maxTokenAgeSeconds: maxAge } = this.rules;
    const issuedAtS = payload.iat ?? -Infinity;
    this.entries.set(token, {
      payload,
      fromS: Math.max(payload.nbf ?? -Infinity, issuedAtS) - tolerance,
      untilS: Math.min((payload.exp ?? -Infinity) + tolerance, issuedAtS + maxAge + tolerance + 1),
    });
  }
}
