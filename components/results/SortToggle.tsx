'use client';

import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/client/use-hydrated';
import type { SortBy } from '@/lib/domain/query/sort';

/** Price or distance order, as a pair of toggle buttons. */
export function SortToggle({
  value,
  onChange,
}: {
  value: SortBy;
  onChange: (sort: SortBy) => void;
}) {
  const hydrated = useHydrated();
  const t = useTranslations('Results');
  return (
    <div className="sort-toggle" role="group" aria-label={t('sortBy')}>
      <span aria-hidden="true">{t('sort')}</span>
      <button
        type="button"
        aria-pressed={value === 'price'}
        disabled={!hydrated}
        onClick={() => onChange('price')}
      >
        {t('lowestPrice')}
      </button>
      <button
        type="button"
        aria-pressed={value === 'distance'}
        disabled={!hydrated}
        onClick={() => onChange('distance')}
      >
        {t('nearest')}
      </button>
    </div>
  );
}
