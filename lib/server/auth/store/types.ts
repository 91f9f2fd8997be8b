import 'server-only';

/** One login: every refresh token descended from it belongs to the family. */
export interface TokenFamily {
  familyId: string;
  groupId: string;
  /** Short hash of the client key that logged in (never the key itself). */
  clientKeyId: string;
  createdAtMs: number;
}

/** A refresh token as stored: only its SHA-256 hash, never the token. */
export interface StoredRefreshToken {
  tokenHash: string;
  expiresAtMs: number;
}

export type RotateResult =
  | { ok: true; family: TokenFamily }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' }
  /** Rotated within the grace window: the successor, sealed by the rotator (see RotationGrace). */
  | { ok: false; reason: 'rotated'; family: TokenFamily; successorSealed: string };

/**
 * A short window in which a token just rotated may be presented again without counting as reuse,
 * for a browser whose parallel requests reach two instances with the same cookie: the second gets
 * the successor the first stored. The store keeps the successor only sealed (with a key derived
 * from the old token, which it never sees), so the store alone cannot hand a session out.
 */
export interface RotationGrace {
  windowMs: number;
  /** The successor refresh token, sealed for whoever holds the old one. */
  successorSealed: string;
}

/**
 * Durable token families shared by every app instance. `rotate` is atomic: of two concurrent
 * rotations of one token exactly one succeeds, and presenting a token that was already rotated
 * revokes its whole family.
 */
export interface TokenStore {
  /** Stores a new family and its first token; false (and nothing written) when the id exists. */
  createFamily(family: TokenFamily, first: StoredRefreshToken): Promise<boolean>;
  /** Without `grace`, any second presentation of a rotated token is reuse (the family revoked). */
  rotate(
    oldTokenHash: string,
    next: StoredRefreshToken,
    nowMs: number,
    grace?: RotationGrace,
  ): Promise<RotateResult>;
  /** False once the family was revoked (or never existed). */
  isFamilyActive(familyId: string): Promise<boolean>;
  revokeFamily(familyId: string, nowMs: number): Promise<void>;
  /**
   * Revokes the family a browser session logs in with, also before it exists (a provisional
   * session, used once): then a revoked record is kept until `untilMs`, and the session can never
   * log in or be served again. An operator's revocation (scripts/revoke-session.ts).
   */
  revokeSession(familyId: string, nowMs: number, untilMs: number): Promise<void>;
  /** True once the family, existing or recorded by revokeSession, was revoked. */
  isFamilyRevoked(familyId: string): Promise<boolean>;
  /** Whether a write succeeds now (readiness); false while locked, read-only or unreachable. */
  isWritable(): Promise<boolean>;
  close(): Promise<void>;
}
