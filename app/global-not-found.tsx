import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import Link from 'next/link';
import { isAppLocale } from '@/lib/i18n/routing';
import './globals.css';

export const metadata: Metadata = { title: 'Page not found — Rx Price Finder' };

/**
 * The 404 of a path no page has, as a whole document in the language of the path asked for
 * (next-intl's proxy says which): `<html lang="es">` in the server's HTML, which a not-found
 * thrown inside the language layout did not give (Next renders that one in the browser).
 */
export default async function GlobalNotFound() {
  const asked = (await headers()).get('x-next-intl-locale') ?? undefined;
  const locale = isAppLocale(asked) ? asked : 'en';
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <html lang={locale}>
      <body>
        <main id="main" className="empty-state">
          <h1>{t('heading')}</h1>
          <p>
            <Link href={locale === 'en' ? '/' : `/${locale}`}>{t('search')}</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
