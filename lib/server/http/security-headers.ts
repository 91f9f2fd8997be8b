/**
 * The security headers every response carries. Pure, so the proxy (which must stay light) and the
 * tests build exactly the same policy. Headers that never vary are listed in
 * server/security-headers.mjs (next.config.ts and server.mjs both send them); the CSP needs a
 * fresh nonce per page; HSTS depends on how the client reached us, which server.mjs decides.
 */

import { OSM_TILE_URL, tileUrlTemplate } from '@/lib/domain/place/map-tiles';

/** The CSP source a Leaflet tile URL template loads from: "https://{s}.tile.x/{z}/…" → "https://*.tile.x". */
export function tileSource(template: string | undefined): string {
  try {
    const url = new URL(tileUrlTemplate(template).replace(/\{s\}/g, 'subdomain'));
    return `${url.protocol}//${url.host.replace(/^subdomain\./, '*.')}`;
  } catch {
    return tileSource(OSM_TILE_URL);
  }
}

export interface CspOptions {
  nonce: string;
  tileUrlTemplate: string | undefined;
  /** `next dev` needs eval for React's debugging; production never gets it. */
  isDevServer: boolean;
  /** Over https, ask browsers to upgrade any stray http subresource. */
  isSecure: boolean;
  /** 'sha256-…' sources of the stylesheets the build inlines into pages (inline-style-hashes.ts). */
  styleHashes?: readonly string[];
}

/**
 * A strict, nonce-based policy: scripts only with this response's nonce (and what they load,
 * 'strict-dynamic'), styles from our own files (or inlined from them, by hash), images from us and the map tiles, data only from
 * our own gateway, and no framing at all. Style attributes stay allowed: React and Leaflet set them.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${options.isDevServer ? " 'unsafe-eval'" : ''}`,
    ["style-src 'self'", `'nonce-${options.nonce}'`, ...(options.styleHashes ?? [])].join(' '),
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${tileSource(options.tileUrlTemplate)}`,
    "font-src 'self'",
    "connect-src 'self'",
    // Said outright, though default-src implies them: the service worker (/serwist/sw.js) and
    // the web app manifest come only from this origin.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.isSecure ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}
