'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { MAX_BASKET_ITEMS } from '@/lib/domain/basket/basket-item';
import type { SearchLocation } from '@/lib/domain/place/location';
import { addToBasket, useBasket, type BasketEntry } from '@/lib/client/basket-store';
import { basketUrl } from '@/lib/view/basket-url';
import './basket-shared.css';

/** What adding answered: said in the status line. */
type AddResult = 'added' | 'updated' | 'full';

interface Props {
  /** The fill the results page shows: its NDC, quantity and how it reads. */
  fill: BasketEntry;
  location: SearchLocation | null;
}

/** "Add to my medicines" for the fill the results page shows (its NDC and quantity). */
export function AddToBasket({ fill, location }: Props) {
  const basket = useBasket();
  const [result, setResult] = useState<AddResult | null>(null);
  const t = useTranslations('Basket');
  const saved = basket.find((entry) => entry.ndc === fill.ndc);
  const isSaved = saved?.qty === fill.qty;

  return (
    <div className="add-to-basket">
      {isSaved ? (
        <p className="in-basket">{t('inBasket')}</p>
      ) : (
        <button type="button" className="secondary" onClick={() => setResult(addToBasket(fill))}>
          {saved ? t('changeTo', { qty: fill.qty }) : t('add')}
        </button>
      )}
      {/* On a narrow phone the words give way (…), never the count. */}
      <Link href={basketUrl(location)} className="view-basket">
        {t.rich('view', {
          count: basket.length,
          words: (chunks) => <span className="view-words">{chunks}</span>,
          n: (chunks) => <span className="view-count">{chunks}</span>,
        })}
      </Link>
      <p className="basket-status" role="status">
        {result ? t(result, { max: MAX_BASKET_ITEMS }) : ''}
      </p>
    </div>
  );
}
