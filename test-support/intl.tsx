import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const MESSAGES = { en, es };

/** Renders client components under the messages of a language, as the page layout does. */
export function WithMessages({
  locale = 'en',
  children,
}: {
  locale?: 'en' | 'es';
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
