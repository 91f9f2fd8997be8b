import 'server-only';

/** Names that only this machine reaches: a development server, a test. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;

/**
 * The origin absolute links are built on (metadataBase: canonical, hreflang, previews): the
 * configured PUBLIC_ORIGIN; without one, the request's own host only when it is a loopback name.
 * Any other Host header is the client's word, and a link a cache keeps must not carry it.
 */
export function linkOrigin(
  publicOrigin: string | null,
  request: { host: string | null; scheme: string },
): URL | null {
  if (publicOrigin) return new URL(publicOrigin);
  if (request.host && LOOPBACK_HOST.test(request.host)) {
    return new URL(`${request.scheme}://${request.host}`);
  }
  return null;
}

/**
 * Whether an Origin header names this site: the configured PUBLIC_ORIGIN exactly (scheme, host
 * and port), or — without one — the host the request was sent to.
 */
export function isOwnOrigin(
  origin: string,
  publicOrigin: string | null,
  request: { url: string; host: string | null },
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (publicOrigin) return parsed.origin === publicOrigin;
  return parsed.host === new URL(request.url).host || parsed.host === request.host;
}
