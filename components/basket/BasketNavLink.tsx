'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useBasket } from '@/lib/client/basket-store';
import './basket-shared.css';

/** The header's way to "My medicines", with how many there are. */
export function BasketNavLink() {
  const count = useBasket().length;
  const t = useTranslations('Basket');
  return (
    <Link href="/basket" className="basket-nav">
      {t('navCount', { count })}
    </Link>
  );
}
