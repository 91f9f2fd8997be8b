import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { Suspense, type ReactNode } from 'react';
import { BasketNavLink } from '@/components/basket/BasketNavLink';
import { LanguageSwitch } from '@/components/i18n/LanguageSwitch';
import { OfflineNotice } from '@/components/offline/OfflineNotice';
import { OfflineSupport } from '@/components/offline/OfflineSupport';
import { ForgetDevice } from '@/components/privacy/ForgetDevice';
import { Providers } from '@/components/providers';
import { clientMessages } from '@/lib/i18n/client-messages';
import { manifestPath } from '@/lib/i18n/web-manifest';
import { Link } from '@/lib/i18n/navigation';
import { PAGE_PATH_HEADER, routing } from '@/lib/i18n/routing';
import { linkOrigin } from '@/lib/server/core/public-origin';
import { container } from '@/lib/server/runtime/container';
import { SCHEME_HEADER } from '@/server/request-facts.mjs';
import '../globals.css';

interface Props {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

/** The page's title and its <link rel="alternate" hreflang> in each language (and x-default). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const requestHeaders = await headers();
  const path = requestHeaders.get(PAGE_PATH_HEADER) ?? '/';
  const base = linkOrigin(container().env.publicOrigin, {
    host: requestHeaders.get('host'),
    scheme: requestHeaders.get(SCHEME_HEADER) ?? 'http',
  });
  return {
    title: t('siteTitle'),
    description: t('siteDescription'),
    // The install manifest in the page's language (its name, start page and shortcuts).
    manifest: manifestPath(locale),
    ...(base ? { metadataBase: base } : {}),
    alternates: {
      languages: { en: path, es: path === '/' ? '/es' : `/es${path}`, 'x-default': path },
    },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5cad' };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  // Every page renders per request: the CSP nonce (proxy.ts) differs on each response, and a
  // page rendered at build time could not carry it.
  await connection();
  const t = await getTranslations('Layout');
  return (
    <html lang={locale}>
      <body>
        {/* Only the namespaces client islands use go to the browser. */}
        <NextIntlClientProvider messages={clientMessages(await getMessages())}>
          <a className="skip-link" href="#main">
            {t('skipToContent')}
          </a>
          <header className="site-header">
            {/* Not prefetched: on a phone opening a shared results link, fetching the home page's
                code would compete with the page being read. */}
            <Link href="/" className="brand" prefetch={false}>
              Rx Price Finder
            </Link>
            <nav className="site-nav" aria-label={t('siteNav')}>
              <LanguageSwitch />
              <BasketNavLink />
            </nav>
          </header>
          <OfflineNotice />
          <Suspense fallback={null}>
            <OfflineSupport />
          </Suspense>
          <Providers>{children}</Providers>
          <footer className="site-footer">
            <p>
              {t('footerEstimate')} <Link href="/about">{t('footerLink')}</Link>
            </p>
            <ForgetDevice />
          </footer>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
