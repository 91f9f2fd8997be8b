import { NextResponse, type NextRequest } from 'next/server';
import { inlineStyleHashes } from '@/lib/server/inline-style-hashes';
import { contentSecurityPolicy, HSTS } from '@/lib/server/security-headers';

/**
 * Runs before every page and gateway call: a fresh CSP nonce per page (Next puts it on its own
 * scripts when the request carries the policy), and HSTS where the deployment is really https.
 * Kept free of the app's services: it must not load the dataset.
 */
export function proxy(request: NextRequest): NextResponse {
  const isProduction = process.env.NODE_ENV === 'production';
  const isSecure = isProduction && !/^(1|true)$/i.test(process.env.ALLOW_DEV_DEFAULTS ?? '');
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy({
    nonce,
    tileUrlTemplate: process.env.NEXT_PUBLIC_TILE_URL,
    isDevServer: !isProduction,
    isSecure,
    styleHashes: isProduction ? inlineStyleHashes() : [],
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  if (isSecure) response.headers.set('Strict-Transport-Security', HSTS);
  return response;
}

export const config = {
  // Static assets carry the fixed headers of next.config.ts; they need no nonce.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
