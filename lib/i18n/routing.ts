import { defineRouting } from 'next-intl/routing';

/**
 * The interface's languages: English unprefixed as before (`/drugs/…`), Spanish under `/es/…`,
 * so a shared link keeps its language. Without a prefix the locale comes from the visitor's
 * explicit choice (the NEXT_LOCALE cookie the header's switch sets), else Accept-Language.
 */
export const routing = defineRouting({
  locales: ['en', 'es'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 },
  // The <link rel="alternate" hreflang> tags are in each page's head (app/[locale]/layout.tsx).
  alternateLinks: false,
});

export type AppLocale = (typeof routing.locales)[number];

/** The BCP 47 tag numbers, money and dates are formatted with: US conventions, US dollars. */
export const INTL_LOCALE: Record<AppLocale, string> = { en: 'en-US', es: 'es-US' };

/** Whether a string is one of the interface's languages. */
export const isAppLocale = (value: string | undefined): value is AppLocale =>
  (routing.locales as readonly string[]).includes(value ?? '');

/** Request header (set by proxy.ts) with the page's path and query without a language prefix. */
export const PAGE_PATH_HEADER = 'x-rxpf-page-path';
