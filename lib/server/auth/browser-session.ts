import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { getIronSession, type IronSession } from 'iron-session';
import { clientAddressOf } from '@/lib/server/client-address';
import { container } from '@/lib/server/container';
import type { GatewayContext } from '@/lib/server/http';
import { enforceRateLimit } from '@/lib/server/rate-limit';
import { BROWSER_CLIENT_KEY_ID, sessionOptions } from './session-options';
import { isTokenError } from './token-error';
import type { TokenPair } from './tokens';

/** Refresh this long before the access token expires, so a request never carries a stale one. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * What the sealed cookie holds. A session starts provisional — an id, no tokens, nothing stored —
 * and gets its token family (a write to the shared store) on its second use, so a client that
 * drops the cookie on every request cannot grow the store. The token pair is never readable by
 * page scripts.
 */
interface SessionData {
  sessionId?: string;
  accessToken?: string;
  refreshToken?: string;
  accessExpiresAtMs?: number;
}

/** The anonymous session a browser is searching in. */
export interface BrowserSession {
  /** Names the session for its rate limit and its discount-card member id; stable for its life. */
  sessionId: string;
  groupId: string;
}

async function storePair(session: IronSession<SessionData>, pair: TokenPair): Promise<void> {
  session.accessToken = pair.accessToken;
  session.refreshToken = pair.refreshToken;
  session.accessExpiresAtMs = Date.now() + pair.expiresIn * 1000;
  await session.save();
}

/** The session's token pair, refreshed when it is about to expire; false when it is no longer valid. */
async function keepTokensFresh(
  session: IronSession<SessionData>,
  context: GatewayContext,
): Promise<boolean> {
  const { tokens, logger, browserRotations } = container();
  try {
    if (session.refreshToken && (session.accessExpiresAtMs ?? 0) - Date.now() < REFRESH_MARGIN_MS) {
      await storePair(session, await browserRotations.rotateOnce(session.refreshToken, Date.now()));
    }
    await tokens.verifyAccessToken(session.accessToken ?? '');
    return true;
  } catch (err) {
    if (!isTokenError(err)) throw err;
    logger.info(
      { requestId: context.requestId, reason: err.reason },
      'browser session tokens refused; starting a new session',
    );
    return false;
  }
}

/**
 * Opens the browser's sealed session from the request. A first visit (or a cookie that is missing,
 * tampered with, or whose family was revoked) starts a provisional session, counted against the
 * client address's limit of new sessions; its second use logs it in (a token family in the store);
 * later uses refresh the tokens server-side before they expire. iron-session writes any change into
 * the response's Set-Cookie. Every use counts against the session's own rate limit.
 */
export async function openBrowserSession(
  request: Request,
  context: GatewayContext,
): Promise<BrowserSession> {
  const { env, tokens, trustedProxies } = container();
  // A tampered cookie, or one sealed with a password we no longer have, opens as an empty session.
  const session = await getIronSession<SessionData>(
    request,
    context.headerCarrier,
    sessionOptions(env),
  );
  const isValid =
    session.sessionId && (!session.accessToken || (await keepTokensFresh(session, context)));
  if (!isValid) {
    await enforceRateLimit({
      kind: 'new-session',
      address: clientAddressOf(request, trustedProxies),
    });
    session.accessToken = session.refreshToken = session.accessExpiresAtMs = undefined;
    session.sessionId = randomUUID();
    await session.save();
  } else if (!session.accessToken) {
    await storePair(session, await tokens.login(env.browserGroupId, BROWSER_CLIENT_KEY_ID));
  }
  const sessionId = session.sessionId ?? '';
  await enforceRateLimit({ kind: 'session', sessionId });
  return { sessionId, groupId: env.browserGroupId };
}

/** A stable member id for the discount card, derived from the session id. */
export function memberIdOf(sessionId: string): string {
  const digits =
    BigInt(`0x${createHash('sha256').update(sessionId).digest('hex').slice(0, 15)}`) %
    1_000_000_000n;
  return `RX${digits.toString().padStart(9, '0')}`;
}
