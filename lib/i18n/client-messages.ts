import type { AbstractIntlMessages } from 'next-intl';

/** Namespaces only server components read: kept out of the page's JavaScript. */
const SERVER_ONLY = new Set([
  'Metadata',
  'Layout',
  'Home',
  'About',
  'NotFound',
  'Problem',
  'OfflinePage',
]);

/** The messages client islands need (useTranslations in the browser), for the client provider. */
export const clientMessages = (messages: AbstractIntlMessages): AbstractIntlMessages =>
  Object.fromEntries(Object.entries(messages).filter(([namespace]) => !SERVER_ONLY.has(namespace)));
