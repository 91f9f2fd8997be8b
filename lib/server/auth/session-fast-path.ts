import 'server-only';
import { unsealData } from 'iron-session';
import { container } from '@/lib/server/container';
import type { GatewayContext } from '@/lib/server/http';
import { enforceRateLimit } from '@/lib/server/rate-limit';
import {
  openBrowserSession,
  REFRESH_MARGIN_MS,
  vaultOver,
  type BrowserSession,
  type SessionData,
} from './browser-session';
import { sessionOptions } from './session-options';
import { isTokenError } from './token-error';

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
  const { env, tokens, unsealedSessions } = container();
  const options = sessionOptions(env);
  const sealed = sealedCookie(request.headers.get('cookie'), options.cookieName);
  if (sealed) {
    let data = unsealedSessions.get(sealed);
    if (!data) {
      data = await unsealData<SessionData>(sealed, {
        password: options.password,
        ttl: options.ttl,
      });
      unsealedSessions.set(sealed, data);
    }
    const { sessionId, accessToken, accessExpiresAtMs } = data;
    if (sessionId && accessToken && (accessExpiresAtMs ?? 0) - Date.now() >= REFRESH_MARGIN_MS) {
      try {
        const claims = await tokens.verifyAccessToken(accessToken);
        await enforceRateLimit({ kind: 'session', sessionId });
        return { sessionId, groupId: claims.groupId, vault: vaultOver(data, request, context) };
      } catch (err) {
        if (!isTokenError(err)) throw err;
      }
    }
  }
  return openBrowserSession(request, context);
}
