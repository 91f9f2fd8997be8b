import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { TokenPair } from '@/lib/domain/api/auth-bodies';
import type { TokenFamily, TokenStore } from './store/types';
import { TokenError } from '../core/token-error';
import { openSuccessor, sealSuccessor } from './successor-seal';
import { VerifiedTokenCache } from './verified-tokens';

export const TOKEN_ISSUER = 'rx-price-finder';
export const TOKEN_AUDIENCE = 'rx-price-finder/gateway';
const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'JWT';
/** Instances' clocks differ a little; a token from one must verify on another. */
const CLOCK_TOLERANCE_SECONDS = 30;

export type { TokenPair } from '@/lib/domain/api/auth-bodies';

/** What a verified access token says about its holder. */
export interface AccessClaims {
  familyId: string;
  groupId: string;
  clientKeyId: string;
  expiresAtMs: number;
}

export interface TokenServiceOptions {
  secret: string;
  store: TokenStore;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  now?: () => number;
}

/** A short, non-reversible id for a client key, safe to put in tokens and logs. */
export function clientKeyIdOf(clientKey: string): string {
  return createHash('sha256').update(clientKey).digest('base64url').slice(0, 12);
}

const hashRefreshToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/**
 * Issues HS256 access tokens and opaque single-use refresh tokens grouped in families, and
 * verifies access tokens. Refresh tokens exist in the store only as SHA-256 hashes.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly now: () => number;
  private readonly verified: VerifiedTokenCache;

  constructor(private readonly options: TokenServiceOptions) {
    this.key = new TextEncoder().encode(options.secret);
    // Read the clock at each call (not a captured Date.now), so tests that fake the clock later see it.
    this.now = options.now ?? (() => Date.now());
    this.verified = new VerifiedTokenCache({
      clockToleranceSeconds: CLOCK_TOLERANCE_SECONDS,
      maxTokenAgeSeconds: options.accessTtlSeconds,
    });
  }

  /** Starts a new family (a login) and returns its first pair. */
  async login(groupId: string, clientKeyId: string): Promise<TokenPair> {
    const pair = await this.loginOnce(randomUUID(), groupId, clientKeyId);
    if (!pair) throw new Error('a random family id collided');
    return pair;
  }

  /**
   * Starts the family with this id and returns its first pair, unless that family was started
   * before: then null, and nothing is written. Lets a caller tie one login to one credential
   * (a browser's provisional session) however often that credential is replayed.
   */
  async loginOnce(
    familyId: string,
    groupId: string,
    clientKeyId: string,
  ): Promise<TokenPair | null> {
    const family: TokenFamily = { familyId, groupId, clientKeyId, createdAtMs: this.now() };
    const refreshToken = randomBytes(32).toString('base64url');
    const created = await this.options.store.createFamily(family, {
      tokenHash: hashRefreshToken(refreshToken),
      expiresAtMs: this.refreshExpiryMs(),
    });
    return created ? this.pairFor(family, refreshToken) : null;
  }

  /**
   * Rotates a refresh token; a reused one revokes its family. Throws TokenError. With `graceMs`
   * (browser sessions), presenting the token again within that long of its rotation is a racing
   * request of the same cookie, not reuse: it gets the successor the rotation stored (sealed).
   */
  async refresh(
    refreshToken: string,
    clientKeyId: string,
    { graceMs = 0 }: { graceMs?: number } = {},
  ): Promise<TokenPair> {
    const next = randomBytes(32).toString('base64url');
    const grace =
      graceMs > 0
        ? { windowMs: graceMs, successorSealed: sealSuccessor(refreshToken, next) }
        : undefined;
    const result = await this.options.store.rotate(
      hashRefreshToken(refreshToken),
      { tokenHash: hashRefreshToken(next), expiresAtMs: this.refreshExpiryMs() },
      this.now(),
      grace,
    );
    if (!result.ok && result.reason === 'rotated') {
      const successor = openSuccessor(refreshToken, result.successorSealed);
      if (successor === null || result.family.clientKeyId !== clientKeyId) {
        throw new TokenError('refresh', 'reused');
      }
      return this.pairFor(result.family, successor);
    }
    if (!result.ok) throw new TokenError('refresh', result.reason);
    if (result.family.clientKeyId !== clientKeyId) {
      // A token stolen from one client must not work for another; the family is compromised.
      await this.options.store.revokeFamily(result.family.familyId, this.now());
      throw new TokenError('refresh', 'client key mismatch');
    }
    return this.pairFor(result.family, next);
  }

  /**
   * Verifies signature, algorithm, issuer, audience and times, and that the family is active. A
   * token verified before is taken from memory while its times hold; revocation is checked always.
   */
  async verifyAccessToken(token: string): Promise<AccessClaims> {
    let payload = this.verified.get(token, Math.floor(this.now() / 1000));
    if (!payload) {
      try {
        ({ payload } = await jwtVerify(token, this.key, {
          algorithms: [ALGORITHM],
          typ: TOKEN_TYPE,
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          currentDate: new Date(this.now()),
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          // With a maximum age, jose also refuses an `iat` in the future (beyond the tolerance).
          maxTokenAge: this.options.accessTtlSeconds,
          requiredClaims: ['sub', 'exp', 'iat', 'jti'],
        }));
      } catch (err) {
        throw new TokenError(
          'access',
          err instanceof joseErrors.JOSEError ? err.code : 'malformed',
        );
      }
      this.verified.set(token, payload);
    }
    const { sub, groupID, ckid, exp } = payload;
    if (
      typeof sub !== 'string' ||
      typeof groupID !== 'string' ||
      typeof ckid !== 'string' ||
      !exp
    ) {
      throw new TokenError('access', 'claims missing');
    }
    if (!(await this.options.store.isFamilyActive(sub))) throw new TokenError('access', 'revoked');
    return { familyId: sub, groupId: groupID, clientKeyId: ckid, expiresAtMs: exp * 1000 };
  }

  private refreshExpiryMs(): number {
    return this.now() + this.options.refreshTtlSeconds * 1000;
  }

  private async pairFor(family: TokenFamily, refreshToken: string): Promise<TokenPair> {
    const nowSeconds = Math.floor(this.now() / 1000);
    const accessToken = await new SignJWT({ groupID: family.groupId, ckid: family.clientKeyId })
      .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
      .setSubject(family.familyId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt(nowSeconds)
      .setNotBefore(nowSeconds)
      .setExpirationTime(nowSeconds + this.options.accessTtlSeconds)
      .sign(this.key);
    return {
      accessToken,
      refreshToken,
      expiresIn: this.options.accessTtlSeconds,
      tokenType: 'Bearer',
    };
  }
}
