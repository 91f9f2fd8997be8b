import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import {
  isOfflinePagePath,
  OFFLINE_COPY_ALLOWED,
  OFFLINE_COPY_HEADER,
} from '@/lib/domain/offline/offline-pages';
import { PAGE_PATH_HEADER, routing } from '@/lib/i18n/routing';
import { inlineStyleHashes } from '@/lib/server/http/inline-style-hashes';
import { contentSecurityPolicy } from '@/lib/server/http/security-headers';
import { processConfig } from '@/server/process-config.mjs';
import { isSecureDeployment, SCHEME_HEADER } from '@/server/request-facts.mjs';

/** Picks a page's language (URL prefix, NEXT_LOCALE cookie, Accept-Language) and routes to it. */
const localizePage = createIntlMiddleware(routing);

/** The page's path and query without a language prefix, for its hreflang alternates. */
const unprefixedPath = ({ pathname, search }: URL): string =>
  `${pathname.replace(/^\/es(?=\/|$)/, '') || '/'}${search}`;

/**
 * Paths that are not pages: the API, the probes and the installable app's files (service worker,
 * manifest, icons) answer the same in every language.
 */
const UNLOCALIZED =
  /^\/(?:gateway|healthz|readyz|metrics|serwist|icons)(?:\/|$)|^\/(?:manifest(?:\.es)?\.webmanifest|apple-icon\.png)$/;

/**
 * Runs before every page and gateway call: a fresh CSP nonce per page (Next puts it on its own
 * scripts when the request carries the policy), asking for https subresources where the client
 * really uses https (server.mjs says so, and sends HSTS). Pages then go through next-intl's
 * routing, which forwards the request headers (and so the nonce) to the render it rewrites to, or
 * redirects to the visitor's language; the pages a browser may keep for use offline are marked.
 * Kept free of the app's services: it must not load the dataset.
 */
export function proxy(request: NextRequest): NextResponse {
  const config = processConfig();
  const { isProduction } = config;
  const isSecure = isSecureDeployment({ ...config, scheme: request.headers.get(SCHEME_HEADER) });
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy({
    nonce,
    // A build-time setting (NEXT_PUBLIC_): inlined here as in the browser's map, so the policy
    // allows exactly the tiles the built page asks for.
    tileUrlTemplate: process.env.NEXT_PUBLIC_TILE_URL,
    isDevServer: !isProduction,
    isSecure,
    styleHashes: isProduction ? inlineStyleHashes() : [],
  });
  if (UNLOCALIZED.test(request.nextUrl.pathname)) {
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set('x-nonce', nonce);
    requestHeaders.set('Content-Security-Policy', csp);
    const response = NextResponse.next({ request: { headers: requestHeaders } });
    response.headers.set('Content-Security-Policy', csp);
    return response;
  }
  // next-intl forwards the request's headers to the page it rewrites to: set on the request itself
  // (a copied request would lose Next's view of the URL, and its rewrites would go astray).
  request.headers.set('x-nonce', nonce);
  request.headers.set('Content-Security-Policy', csp);
  request.headers.set(PAGE_PATH_HEADER, unprefixedPath(request.nextUrl));
  const response = localizePage(request);
  response.headers.set('Content-Security-Policy', csp);
  // The pages the service worker may keep for use offline (docs/offline.md); server.mjs takes
  // the mark off again should the answer set a cookie.
  if (request.method === 'GET' && isOfflinePagePath(request.nextUrl.pathname)) {
    response.headers.set(OFFLINE_COPY_HEADER, OFFLINE_COPY_ALLOWED);
  }
  return response;
}

export const config = {
  // Static assets carry the fixed headers of next.config.ts; they need no nonce. Only these exact
  // prefixes and the favicon itself: `/favicon.icox` is a page (a 404) and gets its policy.
  matcher: ['/((?!_next/static/|_next/image|favicon\\.ico$).*)'],
};
