import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SqliteTokenStore } from './store/sqlite';
import { isTokenError } from '../core/token-error';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TokenService } from './tokens';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const key = new TextEncoder().encode(SECRET);

function service(nowMs = { value: Date.UTC(2026, 10, 23, 12) }) {
  const store = new SqliteTokenStore(
    path.join(mkdtempSync(path.join(tmpdir(), 'tokens-')), 'tokens.sqlite'),
  );
  const tokens = new TokenService({
    secret: SECRET,
    store,
    accessTtlSeconds: 900,
    refreshTtlSeconds: 3600,
    now: () => nowMs.value,
  });
  return { tokens, store, nowMs };
}

async function rejection(tokens: TokenService, token: string): Promise<string> {
  try {
    await tokens.verifyAccessToken(token);
  } catch (err) {
    if (isTokenError(err)) return err.reason;
    throw err;
  }
  throw new Error('token was accepted');
}

/** A token signed like ours, with some claims or header replaced. */
async function forged(
  nowSeconds: number,
  overrides: {
    alg?: string;
    iss?: string;
    aud?: string;
    exp?: number;
    nbf?: number;
    iat?: number;
    typ?: string | null;
    secret?: string;
  } = {},
) {
  const typ = overrides.typ === undefined ? 'JWT' : overrides.typ;
  return new SignJWT({ groupID: 'G1', ckid: 'ck' })
    .setProtectedHeader({ alg: overrides.alg ?? 'HS256', ...(typ === null ? {} : { typ }) })
    .setSubject('family')
    .setIssuer(overrides.iss ?? TOKEN_ISSUER)
    .setAudience(overrides.aud ?? TOKEN_AUDIENCE)
    .setJti('j')
    .setIssuedAt(overrides.iat ?? nowSeconds)
    .setNotBefore(overrides.nbf ?? nowSeconds)
    .setExpirationTime(overrides.exp ?? nowSeconds + 60)
    .sign(overrides.secret ? new TextEncoder().encode(overrides.secret) : key);
}

describe('TokenService access tokens', () => {
  it('issues a pair whose access token verifies with its claims', async () => {
    const { tokens } = service();
    const pair = await tokens.login('G1', 'ck1');
    expect(pair).toMatchObject({ expiresIn: 900, tokenType: 'Bearer' });
    expect(pair.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    const claims = await tokens.verifyAccessToken(pair.accessToken);
    expect(claims).toMatchObject({ groupId: 'G1', clientKeyId: 'ck1' });
  });

  it('rejects an unsigned (alg none) token', async () => {
    const { tokens, nowMs } = service();
    const none = new UnsecuredJWT({ groupID: 'G1', ckid: 'ck' })
      .setSubject('f')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(nowMs.value / 1000))
      .setExpirationTime('1h')
      .encode();
    expect(await rejection(tokens, none)).toMatch(/ERR_/);
  });

  it('rejects a wrong algorithm, a bad signature, wrong issuer or audience', async () => {
    const { tokens, nowMs } = service();
    const now = Math.floor(nowMs.value / 1000);
    expect(await rejection(tokens, await forged(now, { alg: 'HS512' }))).toBe(
      'ERR_JOSE_ALG_NOT_ALLOWED',
    );
    expect(
      await rejection(
        tokens,
        await forged(now, { secret: 'another-secret-another-secret-another' }),
      ),
    ).toBe('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
    expect(await rejection(tokens, await forged(now, { iss: 'someone-else' }))).toBe(
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    );
    expect(await rejection(tokens, await forged(now, { aud: 'other-api' }))).toBe(
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    );
  });

  it('rejects an expired and a not-yet-valid token (clock injected)', async () => {
    const { tokens, nowMs } = service();
    const pair = await tokens.login('G1', 'ck');
    nowMs.value += 931_000; // 900 s lifetime + 30 s clock tolerance + 1 s
    expect(await rejection(tokens, pair.accessToken)).toBe('ERR_JWT_EXPIRED');
    const now = Math.floor(nowMs.value / 1000);
    expect(await rejection(tokens, await forged(now, { nbf: now + 600, exp: now + 1200 }))).toBe(
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    );
  });

  it('remembers a verified token only while its times hold, and still checks revocation', async () => {
    const { tokens, nowMs, store } = service();
    const pair = await tokens.login('G1', 'ck');
    await tokens.verifyAccessToken(pair.accessToken); // verified in full, then remembered
    nowMs.value += 929_000; // still inside 900 s + 30 s tolerance
    await expect(tokens.verifyAccessToken(pair.accessToken)).resolves.toMatchObject({
      groupId: 'G1',
    });
    nowMs.value -= 2_000_000; // a clock set back before the token was issued
    expect(await rejection(tokens, pair.accessToken)).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
    nowMs.value += 2_000_000 + 2_000; // past the tolerance
    expect(await rejection(tokens, pair.accessToken)).toBe('ERR_JWT_EXPIRED');

    const fresh = await tokens.login('G1', 'ck');
    await tokens.verifyAccessToken(fresh.accessToken);
    const { familyId } = await tokens.verifyAccessToken(fresh.accessToken);
    await store.revokeFamily(familyId, nowMs.value);
    expect(await rejection(tokens, fresh.accessToken)).toBe('revoked');
  });

  it('rejects a token of another type, or issued in the future beyond the clock skew', async () => {
    const { tokens, nowMs } = service();
    const now = Math.floor(nowMs.value / 1000);
    expect(await rejection(tokens, await forged(now, { typ: null }))).toBe(
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    );
    expect(await rejection(tokens, await forged(now, { typ: 'at+jwt' }))).toBe(
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    );
    const future = now + 3600;
    expect(await rejection(tokens, await forged(now, { iat: future, exp: future + 60 }))).toBe(
      'ERR_JWT_CLAIM_VALIDATION_FAILED',
    );
    // Instances' clocks differ a little: a few seconds ahead is still accepted.
    // ('revoked': it passes every check up to the store, which knows no such family.)
    expect(await rejection(tokens, await forged(now, { iat: now + 5 }))).toBe('revoked');
  });

  it('rejects malformed tokens and tampered payloads', async () => {
    const { tokens } = service();
    expect(await rejection(tokens, 'not.a.jwt')).toMatch(/ERR_|malformed/);
    const pair = await tokens.login('G1', 'ck');
    const [header, , signature] = pair.accessToken.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'x', groupID: 'ADMIN' })).toString(
      'base64url',
    );
    expect(await rejection(tokens, `${header}.${payload}.${signature}`)).toBe(
      'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    );
  });

  it('rejects the access token of a revoked family', async () => {
    const { tokens, store, nowMs } = service();
    const pair = await tokens.login('G1', 'ck');
    const { familyId } = await tokens.verifyAccessToken(pair.accessToken);
    await store.revokeFamily(familyId, nowMs.value);
    expect(await rejection(tokens, pair.accessToken)).toBe('revoked');
  });
});

describe('TokenService refresh', () => {
  it('rotates: the new pair works, the old refresh token is single use and its reuse revokes the family', async () => {
    const { tokens } = service();
    const first = await tokens.login('G1', 'ck');
    const second = await tokens.refresh(first.refreshToken, 'ck');
    expect(second.refreshToken).not.toBe(first.refreshToken);
    await expect(tokens.refresh(first.refreshToken, 'ck')).rejects.toMatchObject({
      reason: 'reused',
    });
    await expect(tokens.refresh(second.refreshToken, 'ck')).rejects.toMatchObject({
      reason: 'revoked',
    });
    expect(await rejection(tokens, second.accessToken)).toBe('revoked');
  });

  it('refuses an expired, an unknown, or another client’s refresh token', async () => {
    const { tokens, nowMs } = service();
    const pair = await tokens.login('G1', 'ck');
    await expect(tokens.refresh('made-up', 'ck')).rejects.toMatchObject({ reason: 'unknown' });
    await expect(tokens.refresh(pair.refreshToken, 'other-client')).rejects.toMatchObject({
      reason: 'client key mismatch',
    });
    const later = await tokens.login('G1', 'ck');
    nowMs.value += 3_601_000;
    await expect(tokens.refresh(later.refreshToken, 'ck')).rejects.toMatchObject({
      reason: 'expired',
    });
  });
});

// Security review N-L5: a browser's parallel requests reaching two instances with one cookie.
describe('refresh with a grace window (browser sessions)', () => {
  it('gives a racing second presentation the same successor, and a late one nothing', async () => {
    const { tokens, store, nowMs } = service();
    const first = await tokens.login('G1', 'browser-session');
    const racing = [
      await tokens.refresh(first.refreshToken, 'browser-session', { graceMs: 10_000 }),
      await tokens.refresh(first.refreshToken, 'browser-session', { graceMs: 10_000 }),
    ];
    expect(racing[1]?.refreshToken).toBe(racing[0]?.refreshToken);
    const claims = await tokens.verifyAccessToken(racing[1]?.accessToken ?? '');
    expect(await store.isFamilyActive(claims.familyId)).toBe(true);
    // The successor rotates on as usual.
    const next = await tokens.refresh(racing[0]?.refreshToken ?? '', 'browser-session');
    nowMs.value += 10_001;
    await expect(
      tokens.refresh(first.refreshToken, 'browser-session', { graceMs: 10_000 }),
    ).rejects.toMatchObject({ reason: 'reused' });
    expect(await rejection(tokens, next.accessToken)).toBe('revoked');
  });

  it('opens a sealed successor only with the old token it was sealed for', async () => {
    const { sealSuccessor, openSuccessor } = await import('./successor-seal');
    const sealed = sealSuccessor('old-token', 'successor');
    expect(openSuccessor('old-token', sealed)).toBe('successor');
    expect(openSuccessor('another-token', sealed)).toBeNull();
    expect(openSuccessor('old-token', `${sealed.slice(0, -2)}AA`)).toBeNull();
  });
});
