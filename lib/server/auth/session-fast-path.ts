import 'server-only';
import { isDueForRefresh } from '@/lib/domain/api/token-refresh';
import { unsealData, type SessionOptions } from 'iron-session';
import type { GatewayContext } from '@/lib/server/http/gateway-route';
import type { LruCache } from '@/lib/server/core/lru-cache';
import { enforceRateLimit } from '@/lib/server/rate-limit';
import {
  openBrowserSession,
  REFRESH_MARGIN_MS,
  vaultOver,
  type BrowserSession,
} from './browser-session';
import type { SessionData } from './session-data';
import { sessionOptions } from './session-options';
import { isTokenError } from '../core/token-error';

/** The session cookie's sealed value, as the browser sent it; null when there is none. */
function sealedCookie(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * What a sealed cookie holds, from memory when this text was opened before; null for a cookie
 * that opens to nothing (tampered, expired, crafted: iron-session throws for some of those). Only
 * real sessions are remembered, so a flood of made-up cookies cannot fill the memory.
 */
async function unsealedSession(
  sealed: string,
  options: SessionOptions,
  unsealedSessions: LruCache<string, SessionData>,
): Promise<SessionData | null> {
  const remembered = unsealedSessions.get(sealed);
  if (remembered) return remembered;
  const data = await unsealData<SessionData>(sealed, {
    password: options.password,
    ttl: options.ttl,
  }).catch(() => null);
  if (!data?.sessionId) return null;
  unsealedSessions.set(sealed, data);
  return data;
}

/**
 * The browser's session, answered from memory while its access token stays fresh. Unsealing the
 * cookie (iron's key derivation, HMAC and AES, each a WebCrypto job) was most of a cookie call's
 * cost, and a page sends the same cookie until its token is refreshed. A seal is tamper-proof,
 * so what one text unsealed to, it always will: the unsealed data is kept by the cookie's exact
 * text. The token is still verified (and its family's revocation checked) and the session's rate
 * limit counted on every call; a cookie that is missing, tampered with, provisional (no tokens
 * yet) or due for a refresh takes the full path, which logs in or rotates and re-seals it.
 */
export async function openBrowserSessionFast(
  request: Request,
  context: GatewayContext,
): Promise<BrowserSession> {
  const { env, tokens, unsealedSessions } = context.services;
  const options = sessionOptions(env, request);
  const sealed = sealedCookie(request.headers.get('cookie'), options.cookieName);
  const data = sealed ? await unsealedSession(sealed, options, unsealedSessions) : null;
  if (data) {
    const { sessionId, accessToken, accessExpiresAtMs } = data;
    const expiry = { expiresAtMs: accessExpiresAtMs };
    if (sessionId && accessToken && !isDueForRefresh(expiry, Date.now(), REFRESH_MARGIN_MS)) {
      try {
        const claims = await tokens.verifyAccessToken(accessToken);
        await enforceRateLimit({ kind: 'session', sessionId }, context);
        return { sessionId, groupId: claims.groupId, vault: vaultOver(data, request, context) };
      } catch (err) {
        if (!isTokenError(err)) throw err;
      }
    }
  }
  return openBrowserSession(request, context);
}
