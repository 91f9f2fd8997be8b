'use client';

import type { SortBy } from '@/lib/domain/sort';
import { SortToggle } from './SortToggle';

export type ResultsViewMode = 'list' | 'map';

interface Props {
  count: number;
  locationLabel: string;
  updating: boolean;
  sort: SortBy;
  onSort: (sort: SortBy) => void;
  view: ResultsViewMode;
  onView: (view: ResultsViewMode) => void;
}

/** How many pharmacies, the sort order, and (on phones) list or map. */
export function ResultsToolbar({
  count,
  locationLabel,
  updating,
  sort,
  onSort,
  view,
  onView,
}: Props) {
  return (
    <div className="results-toolbar">
      <p className="result-count" aria-live="polite">
        {count} pharmac{count === 1 ? 'y' : 'ies'} near {locationLabel}
        {updating ? <span className="updating"> · updating…</span> : null}
      </p>
      <SortToggle value={sort} onChange={onSort} />
      <div className="view-toggle" role="group" aria-label="Show as">
        <button type="button" aria-pressed={view === 'list'} onClick={() => onView('list')}>
          List
        </button>
        <button type="button" aria-pressed={view === 'map'} onClick={() => onView('map')}>
          Map
        </button>
      </div>
    </div>
  );
}
