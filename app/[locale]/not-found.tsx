import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <main id="main" className="empty-state">
      <h1>{t('heading')}</h1>
      <p>
        <Link href="/">{t('search')}</Link>
      </p>
    </main>
  );
}
