/// <reference lib="webworker" />
/**
 * The service worker (Serwist), served at /serwist/sw.js by app/serwist/[path]/route.ts and
 * bundled there by @serwist/turbopack. What it keeps, and what it never keeps, is in
 * docs/offline.md. In short: copies of the pages the visitor viewed that the server marked as
 * keepable (home, "My medicines", the counter card, results), and the build's static files.
 * Nothing else goes through it: /gateway/* answers (tokens, sessions) are never even seen here.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import {
  isOfflinePagePath,
  OFFLINE_COPY_ALLOWED,
  OFFLINE_COPY_HEADER,
  OFFLINE_COPY_META,
  OFFLINE_PAGES,
  OFFLINE_PAGES_CACHE,
  offlinePageFor,
} from '@/lib/domain/offline/offline-pages';
import {
  KEEP_PAGE_MESSAGE,
  type KeepPageMessage,
} from '@/lib/domain/offline/service-worker-messages';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

// Versioned names: a worker with a different storage layout bumps them, and activate() drops the
// others.
const PAGES_CACHE = OFFLINE_PAGES_CACHE;
const STATIC_CACHE = 'rxpf-static-v1';
/** The app's own offline page, in each language: what a page with no stored copy gets. */
const OFFLINE_CACHE = 'rxpf-offline-v1';
const OWN_CACHES = new Set([PAGES_CACHE, STATIC_CACHE, OFFLINE_CACHE]);

/** A copy is stored only when the server marked it (it never does on an answer setting a cookie). */
const onlyMarkedPages: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    response.headers.get(OFFLINE_COPY_HEADER) === OFFLINE_COPY_ALLOWED &&
    // The notice says when the stored answer was made: from its Date header.
    response.headers.has('date') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
      ? response
      : null,
};

/**
 * A page answered from the cache says so, and since when: a <meta> the page's offline notice
 * reads. The stored headers travel along, so its CSP still names the nonce its scripts carry.
 */
async function asOfflineCopy(stored: Response): Promise<Response> {
  const storedAtMs = Date.parse(stored.headers.get('date') ?? '');
  const meta = `<meta name="${OFFLINE_COPY_META}" content="${storedAtMs}">`;
  const html = (await stored.text()).replace(/<head[^>]*>/, (head) => head + meta);
  const headers = new Headers(stored.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: 200, statusText: 'OK', headers });
}

const markedAsCopy: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? asOfflineCopy(cachedResponse) : null,
};

/**
 * "My medicines" and the card render the same page whatever their query (the browser reads the
 * list and the place itself): offline, a stored copy of the path under another query serves.
 */
const anyQueryForClientPages: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    if (!/(?:^|\/)(?:basket|card)$/.test(new URL(request.url).pathname)) return undefined;
    const copy = await (await caches.open(PAGES_CACHE)).match(request, { ignoreSearch: true });
    return copy ? asOfflineCopy(copy) : undefined;
  },
};

/**
 * With no connection and no stored copy, the app's own offline page (what opens offline, with
 * links) rather than the browser's "site can't be reached".
 */
const offlinePageFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    const cache = await caches.open(OFFLINE_CACHE);
    // In the page's language; else the one the install could keep (a browser asking for Spanish
    // is redirected from /offline to /es/offline, which is then the only copy).
    const own = await cache.match(offlinePageFor(new URL(request.url).pathname));
    return own ?? (await cache.keys().then(([any]) => (any ? cache.match(any) : undefined)));
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  // At a counter with a weak signal, the stored copy after 5 s beats a spinner.
  networkTimeoutSeconds: 5,
  plugins: [
    onlyMarkedPages,
    markedAsCopy,
    anyQueryForClientPages,
    offlinePageFallback,
    new ExpirationPlugin({ maxEntries: 25, maxAgeSeconds: 14 * 24 * 3600 }),
  ],
});

// File names under /_next/static/ carry a content hash: a stored file never goes stale. Kept in
// a runtime cache (not a precache, which drops the previous build's files on update) so a stored
// page of the previous build still finds its scripts offline.
const staticFiles = new CacheFirst({
  cacheName: STATIC_CACHE,
  plugins: [
    {
      cacheWillUpdate: async ({ response }) =>
        response.status === 200 && response.type === 'basic' ? response : null,
    },
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600 }),
  ],
});

const isKeptPage = ({ request, url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin && request.mode === 'navigate' && isOfflinePagePath(url.pathname);

/** Every other page goes to the network as before; only its failure is answered here. */
const otherPages = new NetworkOnly({ plugins: [offlinePageFallback] });

const isOtherPage = ({ request, url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin && request.mode === 'navigate' && !url.pathname.startsWith('/gateway/');

const isStaticFile = ({ request, url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin && request.method === 'GET' && url.pathname.startsWith('/_next/static/');

const serwist = new Serwist({
  // A new worker takes over at once (the pages are network-first, so the next visit already
  // gets the new build's HTML and scripts): docs/offline.md, "Updates".
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: isKeptPage, handler: pages },
    { matcher: isStaticFile, handler: staticFiles },
    { matcher: isOtherPage, handler: otherPages },
  ],
});

// The build's static files, fetched once on install, so a page's scripts loaded only later (a
// dialog, an island) are there offline too.
self.addEventListener('install', (event) => {
  const urls = (self.__SW_MANIFEST ?? [])
    .map((entry) => (typeof entry === 'string' ? entry : entry.url))
    .filter((url) => url.startsWith('/_next/static/'));
  event.waitUntil(
    Promise.allSettled([
      ...urls.map((url) => staticFiles.handle({ event, request: new Request(url) })),
      keepOfflinePages(),
    ]),
  );
});

/** The offline page in each language, fetched when the worker installs (no user data in it). */
async function keepOfflinePages(): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHE);
  await Promise.all(
    OFFLINE_PAGES.map(async (path) => {
      const response = await fetch(path, { credentials: 'omit', headers: { accept: 'text/html' } });
      const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html');
      if (response.ok && !response.redirected && isPage) await cache.put(path, response);
    }),
  );
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('rxpf-') && !OWN_CACHES.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// A page reached by a client-side navigation (or viewed before this worker controlled it) never
// passed through the fetch handler: the page asks for its copy to be taken.
self.addEventListener('message', (event) => {
  const data = event.data as Partial<KeepPageMessage> | null;
  if (data?.type !== KEEP_PAGE_MESSAGE || typeof data.url !== 'string') return;
  const url = new URL(data.url, self.location.origin);
  if (url.origin !== self.location.origin || !isOfflinePagePath(url.pathname)) return;
  const request = new Request(url, {
    headers: { accept: 'text/html' },
    credentials: 'same-origin',
  });
  event.waitUntil(pages.handle({ event, request }).catch(() => undefined));
});

serwist.addEventListeners();
