import { GET as session } from '@/app/gateway/session/route';
import { container } from '@/lib/server/runtime/container';
import { loginPair } from '@/test-support/api-auth';
import { FUZZ_GROUP, type FuzzContext } from './context';
import { forgedAccessTokens } from './forged-tokens';

/** The value of the session cookie a response sets, if any. */
function sessionCookieOf(response: Response, cookieName: string): string | null {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${cookieName}=`));
  return cookie?.slice(cookieName.length + 1).split(';')[0] ?? null;
}

/**
 * Real credentials of the installed container, for fuzzing its route handlers in process: an API
 * login for FUZZ_GROUP and a browser session used twice (so it holds tokens, not just an id).
 */
export async function inProcessFuzzContext(): Promise<FuzzContext> {
  const { env, browserSessions } = container();
  const { accessToken } = await loginPair(FUZZ_GROUP);
  // Handlers called in process see no https (no server.mjs in front): the plain cookie name.
  const { cookieName } = browserSessions.optionsFor(new Request('http://localhost/'));
  const call = (cookie?: string) =>
    session(
      new Request('http://localhost/gateway/session', {
        headers: {
          'sec-fetch-site': 'same-origin',
          ...(cookie ? { cookie: `${cookieName}=${cookie}` } : {}),
        },
      }),
    );
  const provisional = sessionCookieOf(await call(), cookieName);
  const loggedIn = provisional ? sessionCookieOf(await call(provisional), cookieName) : null;
  if (!loggedIn) throw new Error('could not open a browser session');
  return {
    clientKey: [...env.clientKeys][0] ?? '',
    accessToken,
    forgedTokens: forgedAccessTokens(env.jwtSecret, accessToken),
    sessionCookieName: cookieName,
    sessionCookie: loggedIn,
    host: 'localhost',
  };
}
