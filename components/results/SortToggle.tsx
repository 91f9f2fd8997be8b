'use client';

import type { SortBy } from '@/lib/domain/sort';

/** Price or distance order, as a pair of toggle buttons. */
export function SortToggle({
  value,
  onChange,
}: {
  value: SortBy;
  onChange: (sort: SortBy) => void;
}) {
  return (
    <div className="sort-toggle" role="group" aria-label="Sort by">
      <span aria-hidden="true">Sort:</span>
      <button type="button" aria-pressed={value === 'price'} onClick={() => onChange('price')}>
        Lowest price
      </button>
      <button
        type="button"
        aria-pressed={value === 'distance'}
        onClick={() => onChange('distance')}
      >
        Nearest
      </button>
    </div>
  );
}
