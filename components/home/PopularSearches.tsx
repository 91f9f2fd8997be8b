'use client';

import Link from 'next/link';
import { useLastLocation } from '@/lib/client/recent-searches';
import { newSearch, resultsUrl } from '@/lib/client/search-state';

/** The most prescribed drugs as one-tap searches, at the last place searched from. */
export function PopularSearches({ names }: { names: readonly string[] }) {
  const location = useLastLocation();
  const urlOf = (name: string) => resultsUrl(newSearch(name, location));
  return (
    <section className="home-section" aria-labelledby="popular-title">
      <h2 id="popular-title">Popular searches</h2>
      <ul className="chip-list">
        {names.map((name) => (
          <li key={name}>
            <Link href={urlOf(name)}>{name}</Link>
          </li>
        ))}
      </ul>
      <p className="source-note">
        The most prescribed drugs in the US, ranked by the{' '}
        <a href="https://clincalc.com/DrugStats/Top300Drugs.aspx">ClinCalc DrugStats Top 300</a>{' '}
        (2023 data, © ClinCalc).
      </p>
    </section>
  );
}
