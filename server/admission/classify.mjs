// What kind of work a request is, for admission control, from the path as the router resolves
// it (so `/_next/static/../drugs/x`, which Next renders as a page, is the page it names) and its
// headers. Nothing here trusts a client more for what it can mint (a cookie, a token): kinds say
// what the request costs, not who sends it.

/** Probes that must answer however busy the server is (a refused liveness probe restarts it). */
const HEALTH_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * What a page needs and costs next to nothing: built files, icons, the manifest and the service
 * worker (prerendered at build time). A visitor's first visit asks for several at once; refusing
 * one breaks the page (a lost script chunk, a service worker that never installs).
 */
const CHEAP_FILES =
  /^\/(?:_next\/static\/|icons\/|serwist\/)|^\/(?:favicon\.ico|apple-icon\.png|manifest\.webmanifest)$/;

/**
 * @param {string} pathname the resolved path
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {'free' | 'api' | 'page' | 'prefetch'}
 */
export function admissionKindOf(pathname, headers) {
  if (HEALTH_PATHS.has(pathname) || CHEAP_FILES.test(pathname)) return 'free';
  if (pathname.startsWith('/gateway/')) return 'api';
  // Next's router marks its prefetches; browsers mark speculative loads with Sec-Purpose.
  if (headers['next-router-prefetch'] !== undefined) return 'prefetch';
  if (/prefetch/i.test(String(headers['sec-purpose'] ?? headers.purpose ?? ''))) return 'prefetch';
  return 'page';
}
