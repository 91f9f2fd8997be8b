import Link from 'next/link';
import { BasketTeaser } from '@/components/home/BasketTeaser';
import { PopularSearches } from '@/components/home/PopularSearches';
import { RecentSearches } from '@/components/home/RecentSearches';
import '@/components/home/home.css';
import { SearchForm } from '@/components/search/SearchForm';
import { container } from '@/lib/server/runtime/container';
import { popularDrugNames } from '@/lib/server/search/popular-drugs';

/** How many of the most prescribed drugs the home page offers as searches. */
const POPULAR_SEARCHES = 12;

export default function HomePage() {
  return (
    <main id="main" className="home">
      <section className="hero">
        <h1>Compare prescription prices near you</h1>
        <p>
          Search a drug by name or NDC, pick a ZIP code or city, and see estimated discount prices
          at nearby pharmacies.
        </p>
        <SearchForm />
        <p className="estimate-note">
          Prices are estimates modelled from public CMS NADAC acquisition costs, not quotes; the
          price at the counter may differ. <Link href="/about">How we estimate prices</Link>
        </p>
      </section>
      <BasketTeaser />
      <RecentSearches />
      <PopularSearches names={popularDrugNames(container().dataset.products, POPULAR_SEARCHES)} />
    </main>
  );
}
