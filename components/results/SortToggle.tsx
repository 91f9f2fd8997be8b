'use client';

import type { SortOrder } from '@/lib/client/search-state';

/** Price or distance order, as a pair of toggle buttons. */
export function SortToggle({
  value,
  onChange,
}: {
  value: SortOrder;
  onChange: (sort: SortOrder) => void;
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
