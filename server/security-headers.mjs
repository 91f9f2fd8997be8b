// The security headers of every response, in one list for both writers: next.config.ts adds them
// to what Next answers, server.mjs to what it answers itself and to what Next writes without its
// config (its 308 redirects). Plain JavaScript, because server.mjs runs without a compiler.

/** @type {ReadonlyArray<{ key: string; value: string }>} */
export const STATIC_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // Belt and braces with CSP frame-ancestors, for browsers that predate it.
  { key: 'X-Frame-Options', value: 'DENY' },
  // Page URLs hold a drug name and a ZIP (health information): other sites get the origin only.
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Nothing here is meant to be embedded by other sites (no-cors loads of our answers, Spectre).
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/** Two years, with subdomains: sent only where the client reached us over https. */
export const HSTS = 'max-age=63072000; includeSubDomains';
