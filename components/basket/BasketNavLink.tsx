'use client';

import Link from 'next/link';
import { useBasket } from '@/lib/client/basket-store';
import './basket.css';

/** The header's way to "My medicines", with how many there are. */
export function BasketNavLink() {
  const count = useBasket().length;
  return (
    <Link href="/basket" className="basket-nav">
      My medicines{count > 0 ? ` (${count})` : ''}
    </Link>
  );
}
