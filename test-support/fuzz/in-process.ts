import { GET as session } from '@/app/gateway/session/route';
import { container } from '@/lib/server/runtime/container';
import { loginPair } from '@/test-support/api-auth';
import { loggedInSessionCookie } from '@/test-support/logged-in-session';
import { FUZZ_GROUP, type FuzzContext } from './context';
import { forgedAccessTokens } from './forged-tokens';

/**
 * Real credentials of the installed container, for fuzzing its route handlers in process: an API
 * login for FUZZ_GROUP and a browser session used twice (so it holds tokens, not just an id).
 */
export async function inProcessFuzzContext(): Promise<FuzzContext> {
  const { env, browserSessions } = container();
  const { accessToken } = await loginPair(FUZZ_GROUP);
  // Handlers called in process see no https (no server.mjs in front): the plain cookie name.
  const { cookieName } = browserSessions.optionsFor(new Request('http://localhost/'));
  const loggedIn = await loggedInSessionCookie(cookieName, (headers) =>
    session(new Request('http://localhost/gateway/session', { headers })),
  );
  return {
    clientKey: [...env.clientKeys][0] ?? '',
    accessToken,
    forgedTokens: forgedAccessTokens(env.jwtSecret, accessToken),
    sessionCookieName: cookieName,
    sessionCookie: loggedIn,
    host: 'localhost',
  };
}
