/** The value of the cookie `name` a response sets, if any. */
function setCookieValue(response: Response, name: string): string | null {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return cookie?.slice(name.length + 1).split(';')[0] ?? null;
}

/**
 * A browser session used twice, so its cookie holds tokens (a logged-in session, not just an
 * id): `openSession` sends GET /gateway/session with the headers given, over HTTP or in process.
 */
export async function loggedInSessionCookie(
  cookieName: string,
  openSession: (headers: Record<string, string>) => Promise<Response>,
): Promise<string> {
  const call = (cookie?: string) =>
    openSession({
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie: `${cookieName}=${cookie}` } : {}),
    });
  const provisional = setCookieValue(await call(), cookieName);
  const loggedIn = provisional ? setCookieValue(await call(provisional), cookieName) : null;
  if (!loggedIn) throw new Error('could not open a browser session');
  return loggedIn;
}
