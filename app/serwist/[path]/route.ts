import { createSerwistRoute } from '@serwist/turbopack';

/**
 * The service worker, /serwist/sw.js (scope "/" by its Service-Worker-Allowed header): bundled
 * from lib/sw/sw.ts with esbuild when `next build` prerenders this route, with the list of the
 * build's static files. @serwist/turbopack, because the app builds with Turbopack, which the
 * webpack plugin of @serwist/next cannot hook into.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: 'lib/sw/sw.ts',
    useNativeEsbuild: true,
    // Only the build's own scripts and styles: pages render per request (a fresh CSP nonce each)
    // and are kept as the visitor views them.
    globPatterns: ['.next/static/**/*.{js,css}'],
    // The worker's source map stays off the site.
    esbuildOptions: { sourcemap: false },
  },
);
