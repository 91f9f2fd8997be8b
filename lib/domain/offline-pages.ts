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
