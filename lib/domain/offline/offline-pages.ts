/**
 * Which pages the service worker may keep a copy of for use offline, shared by the proxy (which
 * marks those answers) and the service worker (which stores only marked answers of these paths).
 * The home page (the installed app's start), "My medicines", the counter card and results pages;
 * an optional two-letter locale prefix ("/es/basket") is allowed for localised routes.
 */
const OFFLINE_PAGE_PATH = /^(?:\/[a-z]{2}(?=\/|$))?(?:\/|\/basket|\/card|\/drugs\/[^/]+)?$/;

/** Response header the server sets on a page the service worker may store (never with a cookie). */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';
export const OFFLINE_COPY_ALLOWED = 'allowed';

/** `<meta name>` the service worker adds to a page it answers from its cache; content: ms stored. */
export const OFFLINE_COPY_META = 'rxpf-offline-copy';

/** Whether a same-origin page path may be kept for use offline. */
export function isOfflinePagePath(pathname: string): boolean {
  return pathname.length > 0 && OFFLINE_PAGE_PATH.test(pathname);
}

/** The cache the service worker keeps pages in (lib/sw/sw.ts); the offline page lists from it. */
export const OFFLINE_PAGES_CACHE = 'rxpf-pages-v1';

/** The app's own page for a page with no stored copy, in the language of the path asked for. */
export function offlinePageFor(pathname: string): string {
  const locale = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  return locale && locale !== 'en' ? `/${locale}/offline` : '/offline';
}

/** The offline page in every language, for the worker to keep when it installs. */
export const OFFLINE_PAGES = ['/offline', '/es/offline'];

/** A results page's path (in any language), its drug the first group. */
const RESULTS_PAGE_PATH = /^(?:\/[a-z]{2})?\/drugs\/([^/]+)$/;

/** Whether a page path is a results page: what names a medicine and a place among the copies. */
export const isResultsPagePath = (pathname: string): boolean => RESULTS_PAGE_PATH.test(pathname);

/**
 * The results pages among stored page URLs, as links named by the drug and the place:
 * "atorvastatin · 94110". Other origins and other pages are left out.
 */
export function savedResultsOf(
  urls: readonly string[],
  origin: string,
): Array<{ href: string; label: string }> {
  return urls.flatMap((text) => {
    const url = new URL(text);
    const drug = RESULTS_PAGE_PATH.exec(url.pathname)?.[1];
    if (url.origin !== origin || !drug) return [];
    const place =
      url.searchParams.get('zip') ??
      [url.searchParams.get('city'), url.searchParams.get('state')].filter(Boolean).join(', ');
    const name = decodeURIComponent(drug);
    return [{ href: url.pathname + url.search, label: place ? `${name} · ${place}` : name }];
  });
}
