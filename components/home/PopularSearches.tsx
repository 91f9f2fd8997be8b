'use client';

import { useTranslations } from 'next-intl';
import { useLastLocation } from '@/lib/client/recent-searches';
import { newSearch, resultsUrl } from '@/lib/view/search-state';
import { DrugNameLinks } from '@/components/ui/DrugNameLinks';
import { HomeSection } from './HomeSection';

/** The most prescribed drugs as one-tap searches, at the last place searched from. */
export function PopularSearches({ names }: { names: readonly string[] }) {
  const location = useLastLocation();
  const t = useTranslations('HomeLists');
  return (
    <HomeSection title={t('popular')}>
      <DrugNameLinks
        names={names}
        hrefOf={(name) => resultsUrl(newSearch(name, location))}
        className="chip-list"
      />
      <p className="source-note">
        {t.rich('popularSource', {
          link: (chunks) => <a href="https://clincalc.com/DrugStats/Top300Drugs.aspx">{chunks}</a>,
        })}
      </p>
    </HomeSection>
  );
}
