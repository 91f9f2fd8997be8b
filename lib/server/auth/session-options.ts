import 'server-only';
import type { SessionOptions } from 'iron-session';
import type { ServerEnv } from '@/lib/server/env';

export const SESSION_COOKIE = 'rxpf_session';
/** Browser sessions log in as this pseudo client, so their tokens never work with an API key. */
export const BROWSER_CLIENT_KEY_ID = 'browser-session';
const SESSION_TTL_SECONDS = 30 * 86_400;

/** The one iron-session configuration: cookie name, password(s), lifetime and attributes. */
export function sessionOptions(env: ServerEnv): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: env.sessionPassword,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      // The quick-start serves plain http on localhost, where a Secure cookie would be dropped.
      secure: env.isProduction && !env.devDefaults,
    },
  };
}
