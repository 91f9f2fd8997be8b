import 'server-only';
import { createHash } from 'node:crypto';
import { getIronSession, type IronSession } from 'iron-session';
import { container } from '@/lib/server/container';
import type { GatewayContext } from '@/lib/server/http';
import { BROWSER_CLIENT_KEY_ID, sessionOptions } from './session-options';
import { isTokenError } from './token-error';
import type { TokenPair } from './tokens';

/** Refresh this long before the access token expires, so a request never carries a stale one. */
export const REFRESH_MARGIN_MS = 60_000;

/** What the sealed cookie holds: the session's token pair, never readable by page scripts. */
export interface SessionData {
  accessToken?: string;
  refreshToken?: string;
  accessExpiresAtMs?: number;
}

/** The anonymous session a browser is searching in. */
export interface BrowserSession {
  familyId: string;
  groupId: string;
}

async function store(session: IronSession<SessionData>, pair: TokenPair): Promise<void> {
  session.accessToken = pair.accessToken;
  session.refreshToken = pair.refreshToken;
  session.accessExpiresAtMs = Date.now() + pair.expiresIn * 1000;
  await session.save();
}

/**
 * Opens the browser's sealed session from the request, refreshing its tokens server-side before
 * they expire, and starts a fresh anonymous session when the cookie is missing, tampered with or
 * its family was revoked. iron-session writes a changed cookie into the response's headers.
 */
export async function openBrowserSession(
  request: Request,
  context: GatewayContext,
): Promise<BrowserSession> {
  const { env, tokens, logger, browserRotations } = container();
  // A tampered cookie, or one sealed with a password we no longer have, opens as an empty session.
  const session = await getIronSession<SessionData>(
    request,
    context.headerCarrier,
    sessionOptions(env),
  );

  if (session.refreshToken && (session.accessExpiresAtMs ?? 0) - Date.now() < REFRESH_MARGIN_MS) {
    try {
      await store(session, await browserRotations.rotateOnce(session.refreshToken, Date.now()));
    } catch (err) {
      if (!isTokenError(err)) throw err;
      logger.info(
        { requestId: context.requestId, reason: err.reason },
        'browser session refresh refused; starting a new one',
      );
      session.accessToken = undefined;
    }
  }
  if (session.accessToken) {
    try {
      const claims = await tokens.verifyAccessToken(session.accessToken);
      return { familyId: claims.familyId, groupId: claims.groupId };
    } catch (err) {
      if (!isTokenError(err)) throw err;
    }
  }
  const fresh = await tokens.login(env.browserGroupId, BROWSER_CLIENT_KEY_ID);
  await store(session, fresh);
  const claims = await tokens.verifyAccessToken(fresh.accessToken);
  return { familyId: claims.familyId, groupId: claims.groupId };
}

/** A stable member id for the discount card, derived from the session's family. */
export function memberIdOf(familyId: string): string {
  const digits =
    BigInt(`0x${createHash('sha256').update(familyId).digest('hex').slice(0, 15)}`) %
    1_000_000_000n;
  return `RX${digits.toString().padStart(9, '0')}`;
}
