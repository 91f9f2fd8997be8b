import 'server-only';
import type { SessionOptions } from 'iron-session';
import type { ServerEnv } from '@/lib/server/env';

/**
 * Over https the cookie carries the `__Host-` prefix, which browsers accept only with Secure,
 * Path=/ and no Domain: no subdomain or plain-http page can set or shadow it. The quick-start
 * serves plain http, where a Secure cookie may be dropped, so there it goes without the prefix.
 */
export const SESSION_COOKIE = 'rxpf_session';
const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** Browser sessions log in as this pseudo client, so their tokens never work with an API key. */
export const BROWSER_CLIENT_KEY_ID = 'browser-session';
const SESSION_TTL_SECONDS = 30 * 86_400;

/** The one iron-session configuration: cookie name, password(s), lifetime and attributes. */
export function sessionOptions(env: ServerEnv): SessionOptions {
  const secure = env.isProduction && !env.devDefaults;
  return {
    cookieName: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
    password: env.sessionPassword,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure,
    },
  };
}
