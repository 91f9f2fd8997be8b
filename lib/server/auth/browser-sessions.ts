import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { getIronSession, unsealData, type IronSession, type SessionOptions } from 'iron-session';
import { isDueForRefresh } from '@/lib/domain/api/token-refresh';
import { clientAddressOf } from '@/lib/server/core/client-address';
import type { ServerEnv } from '@/lib/server/core/env';
import type { Logger } from '@/lib/server/core/logger';
import { LruCache } from '@/lib/server/core/lru-cache';
import { RotationCoalescer } from '@/lib/server/core/rotation-coalescer';
import { isTokenError } from '@/lib/server/core/token-error';
import type { CallerVault } from '@/lib/server/providers/types';
import { enforceRateLimit, type RateLimitLedger } from '@/lib/server/rate-limit';
import { isSecureDeployment, SCHEME_HEADER } from '@/server/request-facts.mjs';
import type { SessionData } from './session-data';
import {
  BROWSER_CLIENT_KEY_ID,
  BROWSER_ROTATION_GRACE_MS,
  SESSION_TTL_SECONDS,
  sessionOptionsByScheme,
} from './session-options';
import type { TokenStore } from './store/types';
import type { TokenPair, TokenService } from './tokens';

/** Refresh this long before the access token expires, so a request never carries a stale one. */
const REFRESH_MARGIN_MS = 60_000;
/** How long a session used once (provisional: no tokens, nothing stored) stays valid. */
export const PROVISIONAL_SESSION_TTL_SECONDS = 6 * 3_600;
/** Unsealed cookies kept in memory: a few MB for the sessions active at once. */
const UNSEALED_SESSION_ENTRIES = 10_000;

/** The anonymous session a browser is searching in. */
export interface BrowserSession {
  /** Names the session for its rate limit and its discount-card member id; stable for its life. */
  sessionId: string;
  groupId: string;
  /** Where the price provider keeps its state for this browser: inside the same sealed cookie. */
  vault: CallerVault;
}

/** What the service is built from: the container's. */
export interface BrowserSessionDeps {
  env: ServerEnv;
  tokens: TokenService;
  tokenStore: TokenStore;
  logger: Logger;
}

type Session = IronSession<SessionData>;

/**
 * What a request lends its session (a GatewayContext is one): the rate-limit ledger its counts
 * go to, the carrier of the headers its answer takes (the Set-Cookie), its id for the log.
 */
interface SessionRequestContext extends RateLimitLedger {
  requestId: string;
  headerCarrier: Response;
}

/** A request-like carrier with no cookie: what a cookie iron-session cannot open is worth. */
const NO_COOKIE = { headers: new Headers() } as Request;

/**
 * The family id a provisional session logs in with: derived from its session id, so the store
 * holds at most one family per session, however often its provisional cookie is replayed.
 */
export const familyIdOf = (sessionId: string): string =>
  createHash('sha256').update(`browser-session:${sessionId}`).digest('base64url').slice(0, 32);

/** A stable member id for the discount card, derived from the session id. */
export function memberIdOf(sessionId: string): string {
  const digits =
    BigInt(`0x${createHash('sha256').update(sessionId).digest('hex').slice(0, 15)}`) %
    1_000_000_000n;
  return `RX${digits.toString().padStart(9, '0')}`;
}

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
 * Seals the session into the response. iron-session appends a Set-Cookie at every save, and one
 * request may save twice (our tokens, then the provider's), so a later save replaces the earlier.
 */
async function save(
  session: Session,
  context: SessionRequestContext,
  cookieName: string,
): Promise<void> {
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

/**
 * The session iron-session opens from the request's cookie. It answers an empty session for a
 * tampered or expired seal, but rethrows other malformations (a `Fe26.3` prefix, a non-numeric
 * expiry, a password id such as `__proto__`): those cookies are no session either, not a fault.
 */
async function openSealedSession(
  request: Request,
  context: SessionRequestContext,
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
function vaultIn(
  session: Session,
  context: SessionRequestContext,
  cookieName: string,
): CallerVault {
  return {
    read: () => session.provider,
    write: async (value) => {
      session.provider = value;
      await save(session, context, cookieName);
    },
  };
}

/**
 * The browsers' sealed sessions (iron-session), built once per process in the container: the
 * cookie's options per scheme, the memory of unsealed cookies (the fast path) and the coalescer
 * that rotates a session's tokens once however many of its requests race, in one place. Its verbs:
 * `open` (a request's session, starting one if need be), `openFully` (the same without the fast
 * path: GET /gateway/session) and `end` ("Forget this device").
 */
export class BrowserSessions {
  /** The one iron-session configuration, per scheme (docs/auth.md, "Browser sessions"). */
  private readonly options: { plain: SessionOptions; secure: SessionOptions };
  /** Browser session cookies, unsealed, by their sealed text (see `open`). */
  private readonly unsealed = new LruCache<string, SessionData>(UNSEALED_SESSION_ENTRIES);
  /** One refresh per browser session however many of its requests race (see RotationCoalescer). */
  private readonly rotations: RotationCoalescer;

  constructor(private readonly deps: BrowserSessionDeps) {
    this.options = sessionOptionsByScheme(deps.env);
    this.rotations = new RotationCoalescer((token) =>
      deps.tokens.refresh(token, BROWSER_CLIENT_KEY_ID, { graceMs: BROWSER_ROTATION_GRACE_MS }),
    );
  }

  /**
   * The cookie's options for this request: Secure, with the `__Host-` name, in production when
   * the request came over https (as a trusted proxy says: server.mjs).
   */
  optionsFor(request: { headers: Headers }): SessionOptions {
    const scheme = request.headers.get(SCHEME_HEADER);
    return isSecureDeployment({ ...this.deps.env, scheme })
      ? this.options.secure
      : this.options.plain;
  }

  /** Whether this exact sealed cookie text is held unsealed in memory. */
  remembers(sealed: string): boolean {
    return this.unsealed.get(sealed) !== undefined;
  }

  /**
   * The browser's session, answered from memory while its access token stays fresh. Unsealing the
   * cookie (iron's key derivation, HMAC and AES, each a WebCrypto job) was most of a cookie call's
   * cost, and a page sends the same cookie until its token is refreshed. A seal is tamper-proof,
   * so what one text unsealed to, it always will: the unsealed data is kept by the cookie's exact
   * text. The token is still verified (and its family's revocation checked) and the session's rate
   * limit counted on every call; a cookie that is missing, tampered with, provisional (no tokens
   * yet) or due for a refresh takes the full path (`openFully`), which logs in or rotates and
   * re-seals it.
   */
  async open(request: Request, context: SessionRequestContext): Promise<BrowserSession> {
    const options = this.optionsFor(request);
    const sealed = sealedCookie(request.headers.get('cookie'), options.cookieName);
    const data = sealed ? await this.unsealedSession(sealed, options) : null;
    if (data) {
      const { sessionId, accessToken, accessExpiresAtMs } = data;
      const expiry = { expiresAtMs: accessExpiresAtMs };
      if (sessionId && accessToken && !isDueForRefresh(expiry, Date.now(), REFRESH_MARGIN_MS)) {
        try {
          const claims = await this.deps.tokens.verifyAccessToken(accessToken);
          await enforceRateLimit({ kind: 'session', sessionId }, context);
          return {
            sessionId,
            groupId: claims.groupId,
            vault: this.vaultOver(data, request, context),
          };
        } catch (err) {
          if (!isTokenError(err)) throw err;
        }
      }
    }
    return this.openFully(request, context);
  }

  /**
   * Opens the browser's sealed session from the request. A first visit (or a cookie that is missing,
   * crafted, tampered with, or whose family was revoked) starts a provisional session, counted
   * against the client address's limit of new sessions; its second use logs it in (a token family
   * in the store, once per session: a replayed provisional cookie is served as the provisional
   * session it is, and writes nothing); later uses refresh the tokens server-side before they
   * expire. Every use counts against the session's own rate limit, before anything is written.
   * iron-session writes any change into the response's Set-Cookie.
   */
  async openFully(request: Request, context: SessionRequestContext): Promise<BrowserSession> {
    const { env, tokens, tokenStore } = this.deps;
    const options = this.optionsFor(request);
    const session = await openSealedSession(request, context, options);
    if (session.sessionId !== undefined) {
      await enforceRateLimit({ kind: 'session', sessionId: session.sessionId }, context);
      const tokenState =
        session.accessToken === undefined
          ? // A provisional session an operator revoked (scripts/revoke-session.ts) is over too.
            (await tokenStore.isFamilyRevoked(familyIdOf(session.sessionId)))
            ? 'invalid'
            : 'none'
          : await this.keepTokensFresh(session, context);
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
        return this.browserSessionOf(session, context, options.cookieName);
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
    return this.browserSessionOf(session, context, options.cookieName);
  }

  /**
   * Ends the browser's session ("Forget this device"): its token family is revoked in the store, so
   * a copy of the cookie left anywhere opens nothing, and the cookie is cleared. A request with no
   * session (or one that cannot be opened) only gets the cookie cleared: nothing to revoke.
   */
  async end(request: Request, context: SessionRequestContext): Promise<void> {
    const options = this.optionsFor(request);
    const session = await openSealedSession(request, context, options);
    if (session.sessionId !== undefined) {
      await enforceRateLimit({ kind: 'session', sessionId: session.sessionId }, context);
      const nowMs = Date.now();
      await this.deps.tokenStore.revokeSession(
        familyIdOf(session.sessionId),
        nowMs,
        nowMs + SESSION_TTL_SECONDS * 1000,
      );
    }
    session.destroy();
  }

  /** Refreshes the token pair when it is about to expire; says whether it did, or is invalid. */
  private async keepTokensFresh(
    session: Session,
    context: SessionRequestContext,
  ): Promise<'valid' | 'refreshed' | 'invalid'> {
    const { tokens, logger } = this.deps;
    try {
      let outcome: 'valid' | 'refreshed' = 'valid';
      const expiry = { expiresAtMs: session.accessExpiresAtMs };
      if (session.refreshToken && isDueForRefresh(expiry, Date.now(), REFRESH_MARGIN_MS)) {
        setPair(session, await this.rotations.rotateOnce(session.refreshToken, Date.now()));
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
   * What a sealed cookie holds, from memory when this text was opened before; null for a cookie
   * that opens to nothing (tampered, expired, crafted: iron-session throws for some of those). Only
   * real sessions are remembered, so a flood of made-up cookies cannot fill the memory.
   */
  private async unsealedSession(
    sealed: string,
    options: SessionOptions,
  ): Promise<SessionData | null> {
    const remembered = this.unsealed.get(sealed);
    if (remembered) return remembered;
    const data = await unsealData<SessionData>(sealed, {
      password: options.password,
      ttl: options.ttl,
    }).catch(() => null);
    if (!data?.sessionId) return null;
    this.unsealed.set(sealed, data);
    return data;
  }

  /**
   * A vault over session data already unsealed (the fast path): reads come from it; the first write
   * opens the cookie as iron-session does, so the new state is sealed into the response.
   */
  private vaultOver(
    data: SessionData,
    request: Request,
    context: SessionRequestContext,
  ): CallerVault {
    let opened: CallerVault | undefined;
    return {
      read: () => data.provider,
      write: async (value) => {
        if (!opened) {
          const options = this.optionsFor(request);
          const session = await openSealedSession(request, context, options);
          opened = vaultIn(session, context, options.cookieName);
        }
        await opened.write(value);
        data = { ...data, provider: value };
      },
    };
  }

  private browserSessionOf(
    session: Session,
    context: SessionRequestContext,
    cookieName: string,
  ): BrowserSession {
    return {
      sessionId: session.sessionId ?? '',
      groupId: this.deps.env.browserGroupId,
      vault: vaultIn(session, context, cookieName),
    };
  }
}
