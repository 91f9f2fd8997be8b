'use client';

import type { BasketItemAnswer } from '@/lib/domain/basket';
import type { BasketItemRef } from '@/lib/domain/basket-item';
import { itemLabel } from '@/lib/client/basket-labels';
import { replaceBasket } from '@/lib/client/basket-store';

interface Props {
  items: readonly BasketItemRef[];
  answers: readonly BasketItemAnswer[] | undefined;
  /** How many medicines this browser's own list holds (saving replaces them). */
  savedCount: number;
  onSaved: () => void;
}

/** A list opened from a shared link: shown as it is, and offered to keep as "My medicines". */
export function SharedBasketBanner({ items, answers, savedCount, onSaved }: Props) {
  function save() {
    replaceBasket(
      items.map((item) => ({
        ...item,
        label: itemLabel(item, answers),
        quantityLabel: answers?.find((a) => a.ndc === item.ndc)?.quantityLabel ?? '',
      })),
    );
    onSaved();
  }
  return (
    <div className="shared-banner" role="region" aria-label="Shared list">
      <p>
        Someone shared this list of {items.length} medicine{items.length === 1 ? '' : 's'} with you.
        {savedCount > 0
          ? ` Saving it replaces your own list of ${savedCount}.`
          : ' Save it to keep it in this browser.'}
      </p>
      <button type="button" className="primary" onClick={save}>
        Save as my medicines
      </button>
    </div>
  );
}
