import type { MetadataRoute } from 'next';

/** What installing the app puts on a phone, in each language (docs/offline.md). */
const WORDS = {
  en: {
    description: 'Estimated discount prices for prescription drugs at pharmacies near you.',
    basket: 'My medicines',
    card: 'Discount card',
    prefix: '',
  },
  es: {
    description:
      'Precios estimados con descuento de medicamentos recetados en las farmacias cercanas.',
    basket: 'Mis medicamentos',
    card: 'Tarjeta de descuento',
    prefix: '/es',
  },
};

/** The manifest's path for a page in this language: `/manifest.webmanifest`, `/manifest.es.webmanifest`. */
export const manifestPath = (locale: string): string =>
  locale === 'es' ? '/manifest.es.webmanifest' : '/manifest.webmanifest';

/**
 * The web app manifest in a language: the app opens and its shortcuts lead to the pages in that
 * language. One app either way (the same `id`): installing from a Spanish page installs the
 * same app, starting in Spanish.
 */
function webManifest(locale: 'en' | 'es'): MetadataRoute.Manifest {
  const words = WORDS[locale];
  return {
    name: 'Rx Price Finder',
    short_name: 'Rx Prices',
    description: words.description,
    lang: locale,
    id: '/',
    start_url: words.prefix || '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b5cad',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: words.basket, url: `${words.prefix}/basket` },
      { name: words.card, url: `${words.prefix}/card` },
    ],
  };
}

/** The manifest as served: JSON with its own media type, cached like Next's own manifest. */
export const manifestResponse = (locale: 'en' | 'es'): Response =>
  new Response(JSON.stringify(webManifest(locale)), {
    headers: {
      'Content-Type': 'application/manifest+json',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
