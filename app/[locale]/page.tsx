import { getTranslations } from 'next-intl/server';
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

export default async function HomePage() {
  const t = await getTranslations('Home');
  return (
    <main id="main" className="home">
      <section className="hero">
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
        <SearchForm />
        <p className="estimate-note">
          {t('estimate')} <Link href="/about">{t('estimateLink')}</Link>
        </p>
      </section>
      <BasketTeaser />
      <RecentSearches />
      <PopularSearches names={popularDrugNames(container().dataset.products, POPULAR_SEARCHES)} />
    </main>
  );
}
