'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useBasket } from '@/lib/client/basket-store';
import { basketUrl } from '@/lib/view/basket-url';
import { useLastLocation } from '@/lib/client/recent-searches';
import { HomeSection } from './HomeSection';

/** "My medicines" on the home page, when the list has any. */
export function BasketTeaser() {
  const basket = useBasket();
  const location = useLastLocation();
  const t = useTranslations('HomeLists');
  if (basket.length === 0) return null;
  return (
    <HomeSection title={t('myMedicines')} className="basket-teaser">
      <p>{basket.map((entry) => entry.label).join(' · ')}</p>
      <Link href={basketUrl(location)}>{t('compareAll', { count: basket.length })}</Link>
    </HomeSection>
  );
}
