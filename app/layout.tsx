import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { Suspense, type ReactNode } from 'react';
import { BasketNavLink } from '@/components/basket/BasketNavLink';
import { OfflineNotice } from '@/components/offline/OfflineNotice';
import { OfflineSupport } from '@/components/offline/OfflineSupport';
import { Providers } from '@/components/providers';
import './globals.css';

export const metadata: Metadata = {
  title: 'Rx Price Finder — compare prescription prices near you',
  description: 'Estimated discount prices for prescription drugs at pharmacies near you.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5cad' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: the CSP nonce (proxy.ts) differs on each response, and a
  // page rendered at build time could not carry it.
  await connection();
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          {/* Not prefetched: on a phone opening a shared results link, fetching the home page's
              code would compete with the page being read. */}
          <Link href="/" className="brand" prefetch={false}>
            Rx Price Finder
          </Link>
          <BasketNavLink />
        </header>
        <OfflineNotice />
        <Suspense fallback={null}>
          <OfflineSupport />
        </Suspense>
        <Providers>{children}</Providers>
        <footer className="site-footer">
          <p>
            Prices are estimates, not quotes.{' '}
            <Link href="/about">Data sources and how prices are estimated</Link>
          </p>
        </footer>
      </body>
    </html>
  );
}
