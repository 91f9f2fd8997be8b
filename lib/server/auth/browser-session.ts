import 'server-only';
import type { SessionData } from './session-data';
import { isDueForRefresh } from '@/lib/domain/api/token-refresh';
import { createHash, randomUUID } from 'node:crypto';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { clientAddressOf } from '@/lib/server/core/client-address';
import type { GatewayContext } from '@/lib/server/http/gateway-route';
import type { CallerVault } from '@/lib/server/providers/types';
import { enforceRateLimit } from '@/lib/server/rate-limit';
import { BROWSER_CLIENT_KEY_ID, SESSION_TTL_SECONDS, sessionOptions } from './session-options';
import { isTokenError } from '../core/token-error';
import type { TokenPair } from './tokens';

/** Refresh this long before the access token expires, so a request never carries a stale one. */
export const REFRESH_MARGIN_MS = 60_000;
/** How long a session used once (provisional: no tokens, nothing stored) stays valid. */
export const PROVISIONAL_SESSION_TTL_SECONDS = 6 * 3_600;

/** The anonymous session a browser is searching in. */
export interface BrowserSession {
  /** Names the session for its rate limit and its discount-card member id; stable for its life. */
  sessionId: string;
  groupId: string;
  /** Where the price provider keeps its state for this browser: inside the same sealed cookie. */
  vault: CallerVault;
}

type Session = IronSession<SessionData>;

/**
 * Seals the session into the response. iron-session appends a Set-Cookie at every save, and one
 * request may save twice (our tokens, then the provider's), so a later save replaces the earlier.
 */
async function save(session: Session, context: GatewayContext, cookieName: string): Promise<void> {
  const carrier = context.headerCarrier.headers;
  const others = carrier.getSetCookie().filter((cookie) => !cookie.startsWith(`${cookieName}=`));
  carrier.delete('set-cookie');
  for (const cookie of others) carrier.append('set-cookie', cookie);
  await session.save();
}

function setPair(session: Session, pair: TokenPair): void {
  session.accessToken = pair.accessToken;
  session.refreshToken = pair.refreshToken;
  session.accessExpiresAtMs = Date.now() + pair.expiresIn * 1000;
}

/** Refreshes the token pair when it is about to expire; says whether it did, or is invalid. */
async function keepTokensFresh(
  session: Session,
  context: GatewayContext,
): Promise<'valid' | 'refreshed' | 'invalid'> {
  const { tokens, logger, browserRotations } = context.services;
  try {
    let outcome: 'valid' | 'refreshed' = 'valid';
    const expiry = { expiresAtMs: session.accessExpiresAtMs };
    if (session.refreshToken && isDueForRefresh(expiry, Date.now(), REFRESH_MARGIN_MS)) {
      setPair(session, await browserRotations.rotateOnce(session.refreshToken, Date.now()));
      outcome = 'refreshed';
    }
    await tokens.verifyAccessToken(session.accessToken ?? '');
    return outcome;
  } catch (err) {
    if (!isTokenError(err)) throw err;
    logger.info(
      { requestId: context.requestId, reason: err.reason },
      'browser session tokens refused; starting a new session',
    );
    return 'invalid';
  }
}

/**
 * The family id a provisional session logs in with: derived from its session id, so the store
 * holds at most one family per session, however often its provisional cookie is replayed.
 */
export const familyIdOf = (sessionId: string): string =>
  createHash('sha256').update(`browser-session:${sessionId}`).digest('base64url').slice(0, 32);

/**
 * Opens the browser's sealed session from the request. A first visit (or a cookie that is missing,
 * crafted, tampered with, or whose family was revoked) starts a provisional session, counted
 * against the client address's limit of new sessions; its second use logs it in (a token family
 * in the store, once per session: a replayed provisional cookie is served as the provisional
 * session it is, and writes nothing); later uses refresh the tokens server-side before they
 * expire. Every use counts against the session's own rate limit, before anything is written.
 * iron-session writes any change into the response's Set-Cookie.
 */
export async function openBrowserSession(
  request: Request,
  context: GatewayContext,
): Promise<BrowserSession> {
  const { env, tokens, tokenStore } = context.services;
  const options = sessionOptions(env, request);
  const session = await openSealedSession(request, context, options);
  if (session.sessionId !== undefined) {
    await enforceRateLimit({ kind: 'session', sessionId: session.sessionId }, context);
    const tokenState =
      session.accessToken === undefined
        ? // A provisional session an operator revoked (scripts/revoke-session.ts) is over too.
          (await tokenStore.isFamilyRevoked(familyIdOf(session.sessionId)))
          ? 'invalid'
          : 'none'
        : await keepTokensFresh(session, context);
    if (tokenState !== 'invalid') {
      let changed = tokenState === 'refreshed';
      if (tokenState === 'none') {
        const pair = await tokens.loginOnce(
          familyIdOf(session.sessionId),
          env.browserGroupId,
          BROWSER_CLIENT_KEY_ID,
        );
        if (pair) {
          setPair(session, pair);
          // Logged in: the session lives its whole lifetime from here.
          session.updateConfig(options);
        }
        changed = pair !== null;
      }
      if (changed) await save(session, context, options.cookieName);
      return browserSessionOf(session, context, options.cookieName);
    }
  }
  await enforceRateLimit(
    {
      kind: 'new-session',
      address: clientAddressOf(request, env),
    },
    context,
  );
  session.accessToken = session.refreshToken = session.accessExpiresAtMs = undefined;
  session.provider = undefined;
  session.sessionId = randomUUID();
  // Until its second use logs it in, a session is worth hours, not a month: a client minting
  // sessions to collect their allowances finds them gone (security review N-M3).
  session.updateConfig({ ...options, ttl: PROVISIONAL_SESSION_TTL_SECONDS });
  await save(session, context, options.cookieName);
  await enforceRateLimit({ kind: 'session', sessionId: session.sessionId }, context);
  return browserSessionOf(session, context, options.cookieName);
}

/**
 * Ends the browser's session ("Forget this device"): its token family is revoked in the store, so
 * a copy of the cookie left anywhere opens nothing, and the cookie is cleared. A request with no
 * session (or one that cannot be opened) only gets the cookie cleared: nothing to revoke.
 */
export async function endBrowserSession(request: Request, context: GatewayContext): Promise<void> {
  const options = sessionOptions(context.services.env, request);
  const session = await openSealedSession(request, context, options);
  if (session.sessionId !== undefined) {
    await enforceRateLimit({ kind: 'session', sessionId: session.sessionId }, context);
    const nowMs = Date.now();
    await context.services.tokenStore.revokeSession(
      familyIdOf(session.sessionId),
      nowMs,
      nowMs + SESSION_TTL_SECONDS * 1000,
    );
  }
  session.destroy();
}

function browserSessionOf(
  session: Session,
  context: GatewayContext,
  cookieName: string,
): BrowserSession {
  return {
    sessionId: session.sessionId ?? '',
    groupId: context.services.env.browserGroupId,
    vault: vaultIn(session, context, cookieName),
  };
}

/** A request-like carrier with no cookie: what a cookie iron-session cannot open is worth. */
const NO_COOKIE = { headers: new Headers() } as Request;

/**
 * The session iron-session opens from the request's cookie. It answers an empty session for a
 * tampered or expired seal, but rethrows other malformations (a `Fe26.3` prefix, a non-numeric
 * expiry, a password id such as `__proto__`): those cookies are no session either, not a fault.
 */
async function openSealedSession(
  request: Request,
  context: GatewayContext,
  options: SessionOptions,
): Promise<Session> {
  try {
    return await getIronSession<SessionData>(request, context.headerCarrier, options);
  } catch {
    // A fault of ours (a bad configuration) throws again here, and is logged as one.
    return getIronSession<SessionData>(NO_COOKIE, context.headerCarrier, options);
  }
}

/** The provider's state for this browser, kept in the session's sealed cookie. */
function vaultIn(session: Session, context: GatewayContext, cookieName: string): CallerVault {
  return {
    read: () => session.provider,
    write: async (value) => {
      session.provider = value;
      await save(session, context, cookieName);
    },
  };
}

/**
 * A vault over session data already unsealed (the fast path): reads come from it; the first write
 * opens the cookie as iron-session does, so the new state is sealed into the response.
 */
export function vaultOver(
  data: SessionData,
  request: Request,
  context: GatewayContext,
): CallerVault {
  let opened: CallerVault | undefined;
  return {
    read: () => data.provider,
    write: async (value) => {
      if (!opened) {
        const options = sessionOptions(context.services.env, request);
        const session = await openSealedSession(request, context, options);
        opened = vaultIn(session, context, options.cookieName);
      }
      await opened.write(value);
      data = { ...data, provider: value };
    },
  };
}

/** A stable member id for the discount card, derived from the session id. */
export function memberIdOf(sessionId: string): string {
  const digits =
    BigInt(`0x${createHash('sha256').update(sessionId).digest('hex').slice(0, 15)}`) %
    1_000_000_000n;
  return `RX${digits.toString().padStart(9, '0')}`;
}
