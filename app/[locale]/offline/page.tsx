import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SavedResults } from '@/components/offline/SavedResults';
import { Link } from '@/lib/i18n/navigation';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Metadata'))('offlineTitle'), robots: { index: false } };
}

/**
 * What the service worker shows, with no connection, for a page it has no copy of (docs/offline.md):
 * what does open offline, with links. Kept by the worker when it installs.
 */
export default async function OfflinePage() {
  const t = await getTranslations('OfflinePage');
  return (
    <main id="main" className="prose">
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <h2>{t('available')}</h2>
      <ul>
        <li>
          <Link href="/basket" prefetch={false}>
            {t('basket')}
          </Link>
        </li>
        <li>
          <Link href="/card" prefetch={false}>
            {t('card')}
          </Link>
        </li>
      </ul>
      <SavedResults />
      <p>{t('later')}</p>
    </main>
  );
}
