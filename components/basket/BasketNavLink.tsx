'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { useBasket } from '@/lib/client/basket-store';
import { basketUrl } from '@/lib/view/basket-url';
import { locationFromPageParams, type SearchLocation } from '@/lib/domain/place/location';
import './basket-shared.css';

/**
 * The header's way to "My medicines", with how many there are, keeping the place the page is
 * about (a results page's ZIP) so the list is ranked there at once. On a narrow phone it reads
 * "My list (2)": the whole header then fits on one line in either language.
 */
export function BasketNavLink() {
  return (
    <Suspense fallback={<NavLink location={null} />}>
      <NavLinkHere />
    </Suspense>
  );
}

function NavLinkHere() {
  const location = locationFromPageParams(new URLSearchParams(useSearchParams().toString()));
  return <NavLink location={location} />;
}

function NavLink({ location }: { location: SearchLocation | null }) {
  const count = useBasket().length;
  const t = useTranslations('Basket');
  return (
    <Link href={basketUrl(location)} className="basket-nav" prefetch={false}>
      <span className="nav-long">{t('navCount', { count })}</span>
      <span className="nav-short">{t('navShort', { count })}</span>
    </Link>
  );
}
