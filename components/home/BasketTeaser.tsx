'use client';

import Link from 'next/link';
import { useBasket } from '@/lib/client/basket-store';
import { basketUrl } from '@/lib/client/basket-url';
import { useLastLocation } from '@/lib/client/recent-searches';

/** "My medicines" on the home page, when the list has any. */
export function BasketTeaser() {
  const basket = useBasket();
  const location = useLastLocation();
  if (basket.length === 0) return null;
  return (
    <section className="home-section basket-teaser" aria-labelledby="teaser-title">
      <h2 id="teaser-title">My medicines</h2>
      <p>{basket.map((entry) => entry.label).join(' · ')}</p>
      <Link href={basketUrl(location)}>
        Compare pharmacies for all {basket.length} medicine{basket.length === 1 ? '' : 's'}
      </Link>
    </section>
  );
}
