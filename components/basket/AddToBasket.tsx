'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { FindDrugsAnswer } from '@/lib/domain/find-drugs';
import { MAX_BASKET_ITEMS } from '@/lib/domain/basket-item';
import { addToBasket, useBasket } from '@/lib/client/basket-store';
import { basketUrl } from '@/lib/client/basket-url';
import type { SearchState } from '@/lib/client/search-state';
import { selectionLabel } from '@/lib/client/selection-label';
import './basket.css';

const RESULT_TEXT = {
  added: 'Added to my medicines.',
  updated: 'Quantity updated in my medicines.',
  full: `My medicines holds up to ${MAX_BASKET_ITEMS} medicines; remove one first.`,
} as const;

/** "Add to my medicines" for the fill the results page shows (its NDC and quantity). */
export function AddToBasket({ data, state }: { data: FindDrugsAnswer; state: SearchState }) {
  const basket = useBasket();
  const [result, setResult] = useState<keyof typeof RESULT_TEXT | null>(null);
  const drug = data.Drugs[0]?.drug;
  if (!drug) return null;
  const { drugLabel, quantity } = selectionLabel(data, state.name);
  const saved = basket.find((entry) => entry.ndc === drug.ndc);
  const isSaved = saved?.qty === drug.qty;

  return (
    <div className="add-to-basket">
      {isSaved ? (
        <p className="in-basket">✓ In my medicines</p>
      ) : (
        <button
          type="button"
          className="secondary"
          onClick={() =>
            setResult(
              addToBasket({
                ndc: drug.ndc,
                qty: drug.qty,
                label: drugLabel,
                quantityLabel: quantity?.quantityLabel ?? '',
              }),
            )
          }
        >
          {saved ? `Change to ${drug.qty} in my medicines` : 'Add to my medicines'}
        </button>
      )}
      <Link href={basketUrl(state.location)}>View my medicines ({basket.length})</Link>
      <p className="basket-status" role="status">
        {result ? RESULT_TEXT[result] : ''}
      </p>
    </div>
  );
}
