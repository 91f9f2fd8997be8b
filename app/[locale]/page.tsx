import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { BasketTeaser } from '@/components/home/BasketTeaser';
import { PopularSearches } from '@/components/home/PopularSearches';
import { RecentSearches } from '@/components/home/RecentSearches';
import '@/components/home/home.css';
import { SearchForm } from '@/components/search/SearchForm';
import { Link } from '@/lib/i18n/navigation';
import { container } from '@/lib/server/runtime/container';
import { popularDrugNames } from '@/lib/server/search/popular-drugs';

/** How many of the most prescribed drugs the home page offers as searches. */
const POPULAR_SEARCHES = 12;

/**
 * Each interactive part is its own Suspense boundary: React hydrates server-rendered boundaries
 * one at a time, in interruptible slices (what the visitor touches first is hydrated first), so
 * the page does not hydrate in one long task (bench/lighthouse, TBT).
 */
export default async function HomePage() {
  const t = await getTranslations('Home');
  return (
    <main id="main" className="home">
      <section className="hero">
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
        <Suspense>
          <SearchForm />
        </Suspense>
        <p className="estimate-note">
          {t('estimate')} <Link href="/about">{t('estimateLink')}</Link>
        </p>
      </section>
      <Suspense>
        <PopularSearches names={popularDrugNames(container().dataset.products, POPULAR_SEARCHES)} />
      </Suspense>
      {/* What this browser keeps (its list, its recent searches) is known only once the page has
          hydrated: below the server-rendered parts, it pushes nothing on screen down when it
          appears (a returning visitor's home shifted 0.13 with them above; e2e/narrow.spec.ts). */}
      <Suspense>
        <BasketTeaser />
      </Suspense>
      <Suspense>
        <RecentSearches />
      </Suspense>
    </main>
  );
}
