import 'server-only';
import type { SessionOptions } from 'iron-session';
import type { ServerEnv } from '@/lib/server/core/env';

/**
 * Over https the cookie carries the `__Host-` prefix, which browsers accept only with Secure,
 * Path=/ and no Domain: no subdomain or plain-http page can set or shadow it. Over plain http (the
 * quick-start, a client reaching the server without the TLS proxy) a Secure cookie may be dropped,
 * so there it goes without the prefix; the two names never mix one session up with another.
 */
export const SESSION_COOKIE = 'rxpf_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/**
 * How long a browser's just-rotated refresh token may come again (its parallel requests reaching
 * another instance with the same cookie) and get the successor, rather than count as reuse.
 */
export const BROWSER_ROTATION_GRACE_MS = 10_000;
/** Browser sessions log in as this pseudo client, so their tokens never work with an API key. */
export const BROWSER_CLIENT_KEY_ID = 'browser-session';
/** A logged-in browser session lives this long (a provisional one, hours: browser-sessions.ts). */
export const SESSION_TTL_SECONDS = 30 * 86_400;

/**
 * The one iron-session configuration, per scheme: cookie name, password(s), lifetime and
 * attributes; `secure` for a request a real deployment received over https (BrowserSessions picks
 * per request). Frozen: every request of the process shares them.
 */
export function sessionOptionsByScheme(env: Pick<ServerEnv, 'sessionPassword'>): {
  plain: SessionOptions;
  secure: SessionOptions;
} {
  const options = (secure: boolean): SessionOptions =>
    Object.freeze({
      cookieName: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
      password: env.sessionPassword,
      ttl: SESSION_TTL_SECONDS,
      cookieOptions: Object.freeze({ httpOnly: true, sameSite: 'lax', path: '/', secure } as const),
    });
  return { plain: options(false), secure: options(true) };
}
