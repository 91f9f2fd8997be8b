import 'server-only';
import { createHash } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { serverEnv } from '@/lib/server/env';
import type { GatewayContext } from '@/lib/server/http';
import { logger } from '@/lib/server/logger';
import { processSingleton } from '@/lib/server/process-singleton';
import { tokenService } from '.';
import { TokenError, type TokenPair } from './tokens';

export const SESSION_COOKIE = 'rxpf_session';
/** Browser sessions log in as this pseudo client, so their tokens never work with an API key. */
export const BROWSER_CLIENT_KEY_ID = 'browser-session';
/** Refresh this long before the access token expires, so a request never carries a stale one. */
const REFRESH_MARGIN_MS = 60_000;
/** A rotation is remembered this long, for parallel requests that still carry the old cookie. */
const RECENT_ROTATION_MS = 30_000;
const COOKIE_MAX_AGE_SECONDS = 30 * 86_400;

interface SessionData {
  accessToken: string;
  refreshToken: string;
  accessExpiresAtMs: number;
}

/** The anonymous session a browser is searching in. */
export interface BrowserSession {
  familyId: string;
  groupId: string;
}

function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

async function unseal(sealed: string): Promise<SessionData | null> {
  try {
    const data = await unsealData<Partial<SessionData>>(sealed, {
      password: serverEnv().sessionPassword,
    });
    return typeof data.accessToken === 'string' &&
      typeof data.refreshToken === 'string' &&
      typeof data.accessExpiresAtMs === 'number'
      ? (data as SessionData)
      : null;
  } catch {
    return null; // tampered, or sealed with a password we no longer have
  }
}

/** Recently rotated refresh tokens → their pair, shared by requests racing on one cookie. */
const recentRotations = (): Map<string, { pair: Promise<TokenPair>; atMs: number }> =>
  processSingleton('recent-rotations', () => new Map());

function rotateOnce(refreshToken: string): Promise<TokenPair> {
  const rotations = recentRotations();
  const nowMs = Date.now();
  for (const [key, entry] of rotations)
    if (nowMs - entry.atMs > RECENT_ROTATION_MS) rotations.delete(key);
  const key = createHash('sha256').update(refreshToken).digest('hex');
  const existing = rotations.get(key);
  if (existing) return existing.pair;
  const pair = tokenService().refresh(refreshToken, BROWSER_CLIENT_KEY_ID);
  rotations.set(key, { pair, atMs: nowMs });
  pair.catch(() => rotations.delete(key));
  return pair;
}

const toSession = (pair: TokenPair): SessionData => ({
  accessToken: pair.accessToken,
  refreshToken: pair.refreshToken,
  accessExpiresAtMs: Date.now() + pair.expiresIn * 1000,
});

/**
 * Opens the browser's sealed session from the request, refreshing its tokens server-side before
 * they expire, and starts a fresh anonymous session when the cookie is missing, tampered with or
 * its family was revoked. A changed session is written back through the response's Set-Cookie.
 */
export async function openBrowserSession(
  request: Request,
  context: GatewayContext,
): Promise<BrowserSession> {
  const tokens = tokenService();
  const sealed = readCookie(request, SESSION_COOKIE);
  let session = sealed ? await unseal(sealed) : null;
  let changed = false;

  if (session && session.accessExpiresAtMs - Date.now() < REFRESH_MARGIN_MS) {
    try {
      session = toSession(await rotateOnce(session.refreshToken));
      changed = true;
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
      logger.info(
        { requestId: context.requestId, reason: err.reason },
        'browser session refresh refused; starting a new one',
      );
      session = null;
    }
  }
  if (session) {
    try {
      const claims = await tokens.verifyAccessToken(session.accessToken);
      await writeCookieIfChanged(context, session, changed);
      return { familyId: claims.familyId, groupId: claims.groupId };
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
    }
  }
  const fresh = toSession(await tokens.login(serverEnv().browserGroupId, BROWSER_CLIENT_KEY_ID));
  const claims = await tokens.verifyAccessToken(fresh.accessToken);
  await writeCookieIfChanged(context, fresh, true);
  return { familyId: claims.familyId, groupId: claims.groupId };
}

async function writeCookieIfChanged(
  context: GatewayContext,
  session: SessionData,
  changed: boolean,
): Promise<void> {
  if (!changed) return;
  const env = serverEnv();
  const sealed = await sealData(session, {
    password: env.sessionPassword,
    ttl: COOKIE_MAX_AGE_SECONDS,
  });
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${COOKIE_MAX_AGE_SECONDS}`];
  if (env.isProduction && !env.devDefaults) attributes.push('Secure');
  context.responseHeaders.append(
    'Set-Cookie',
    `${SESSION_COOKIE}=${sealed}; ${attributes.join('; ')}`,
  );
}

/** A stable member id for the discount card, derived from the session's family. */
export function memberIdOf(familyId: string): string {
  const digits =
    BigInt(`0x${createHash('sha256').update(familyId).digest('hex').slice(0, 15)}`) %
    1_000_000_000n;
  return `RX${digits.toString().padStart(9, '0')}`;
}
