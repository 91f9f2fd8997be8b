'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { clearRecentSearches, useRecentSearches } from '@/lib/client/recent-searches';
import { HomeSection } from './HomeSection';

/** The searches made in this browser, newest first, with a way to forget them. */
export function RecentSearches() {
  const recent = useRecentSearches();
  const t = useTranslations('HomeLists');
  if (recent.length === 0) return null;
  return (
    <HomeSection title={t('recent')}>
      <ul className="recent-list">
        {recent.map((search) => (
          <li key={search.url}>
            <Link href={search.url}>{search.label}</Link>
            {search.place ? (
              <span className="recent-place"> {t('recentNear', { place: search.place })}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <button type="button" className="secondary" onClick={clearRecentSearches}>
        {t('clearRecent')}
      </button>
    </HomeSection>
  );
}
