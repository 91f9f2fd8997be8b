import type { MetadataRoute } from 'next';

/** The web app manifest (/manifest.webmanifest): what installing the app puts on a phone. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Rx Price Finder',
    short_name: 'Rx Prices',
    description: 'Estimated discount prices for prescription drugs at pharmacies near you.',
    id: '/',
    start_url: '/',
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
      { name: 'My medicines', url: '/basket' },
      { name: 'Discount card', url: '/card' },
    ],
  };
}
