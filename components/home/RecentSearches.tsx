'use client';

import Link from 'next/link';
import { clearRecentSearches, useRecentSearches } from '@/lib/client/recent-searches';

/** The searches made in this browser, newest first, with a way to forget them. */
export function RecentSearches() {
  const recent = useRecentSearches();
  if (recent.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="recent-title">
      <h2 id="recent-title">Your recent searches</h2>
      <ul className="recent-list">
        {recent.map((search) => (
          <li key={search.url}>
            <Link href={search.url}>{search.label}</Link>
            {search.place ? <span className="recent-place"> near {search.place}</span> : null}
          </li>
        ))}
      </ul>
      <button type="button" className="secondary" onClick={clearRecentSearches}>
        Clear recent searches
      </button>
    </section>
  );
}
