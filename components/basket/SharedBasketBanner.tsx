'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { BasketItemAnswer } from '@/lib/domain/basket/basket';
import type { BasketItemRef } from '@/lib/domain/basket/basket-item';
import { itemLabel } from '@/lib/view/basket-labels';
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
  const t = useTranslations('Basket');
  const locale = useLocale();
  function save() {
    replaceBasket(
      items.map((item) => ({
        ...item,
        label: itemLabel(item, answers, undefined, locale),
        quantityLabel: answers?.find((a) => a.ndc === item.ndc)?.quantityLabel ?? '',
      })),
    );
    onSaved();
  }
  return (
    <div className="shared-banner" role="region" aria-label={t('sharedRegion')}>
      <p>
        {t('sharedIntro', { count: items.length })}
        {savedCount > 0 ? t('sharedReplaces', { count: savedCount }) : t('sharedKeep')}
      </p>
      <button type="button" className="primary" onClick={save}>
        {t('saveShared')}
      </button>
    </div>
  );
}
