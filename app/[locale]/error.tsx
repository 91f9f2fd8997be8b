'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** Any rendering fault below the layout: say so and offer a way on, never a blank page. */
export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Error');
  return (
    <main id="main" className="empty-state" role="alert">
      <h1>{t('heading')}</h1>
      <p>{t('body')}</p>
      <p>
        <button type="button" className="primary" onClick={reset}>
          {t('tryAgain')}
        </button>{' '}
        <Link href="/">{t('newSearch')}</Link>
      </p>
    </main>
  );
}
