'use client';

import Link from 'next/link';
import { useState } from 'react';
import { MAX_BASKET_ITEMS } from '@/lib/domain/basket-item';
import type { SearchLocation } from '@/lib/domain/location';
import { addToBasket, useBasket, type BasketEntry } from '@/lib/client/basket-store';
import { basketUrl } from '@/lib/client/basket-url';
import './basket.css';

const RESULT_TEXT = {
  added: 'Added to my medicines.',
  updated: 'Quantity updated in my medicines.',
  full: `My medicines holds up to ${MAX_BASKET_ITEMS} medicines; remove one first.`,
} as const;

interface Props {
  /** The fill the results page shows: its NDC, quantity and how it reads. */
  fill: BasketEntry;
  location: SearchLocation | null;
}

/** "Add to my medicines" for the fill the results page shows (its NDC and quantity). */
export function AddToBasket({ fill, location }: Props) {
  const basket = useBasket();
  const [result, setResult] = useState<keyof typeof RESULT_TEXT | null>(null);
  const saved = basket.find((entry) => entry.ndc === fill.ndc);
  const isSaved = saved?.qty === fill.qty;

  return (
    <div className="add-to-basket">
      {isSaved ? (
        <p className="in-basket">✓ In my medicines</p>
      ) : (
        <button type="button" className="secondary" onClick={() => setResult(addToBasket(fill))}>
          {saved ? `Change to ${fill.qty} in my medicines` : 'Add to my medicines'}
        </button>
      )}
      <Link href={basketUrl(location)}>View my medicines ({basket.length})</Link>
      <p className="basket-status" role="status">
        {result ? RESULT_TEXT[result] : ''}
      </p>
    </div>
  );
}
