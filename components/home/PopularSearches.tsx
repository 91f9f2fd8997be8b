'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useLastLocation } from '@/lib/client/recent-searches';
import { newSearch, resultsUrl } from '@/lib/view/search-state';

/** The most prescribed drugs as one-tap searches, at the last place searched from. */
export function PopularSearches({ names }: { names: readonly string[] }) {
  const location = useLastLocation();
  const t = useTranslations('HomeLists');
  const urlOf = (name: string) => resultsUrl(newSearch(name, location));
  return (
    <section className="home-section" aria-labelledby="popular-title">
      <h2 id="popular-title">{t('popular')}</h2>
      <ul className="chip-list">
        {names.map((name) => (
          <li key={name}>
            <Link href={urlOf(name)}>{name}</Link>
          </li>
        ))}
      </ul>
      <p className="source-note">
        {t.rich('popularSource', {
          link: (chunks) => <a href="https://clincalc.com/DrugStats/Top300Drugs.aspx">{chunks}</a>,
        })}
      </p>
    </section>
  );
}
