import Link from 'next/link';
import { SearchForm } from '@/components/search/SearchForm';

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
    </main>
  );
}
