'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import type { SortBy } from '@/lib/domain/sort';
import { useResultsControls, type ResultsViewMode } from './ResultsShell';
import { SortToggle } from './SortToggle';

interface Props {
  count: number;
  locationLabel: string;
  sort: SortBy;
}

/** How many pharmacies where, the sort order, and (on phones) list or map: one compact row. */
export function ResultsToolbar({ count, locationLabel, sort }: Props) {
  const { navigate, navigating, view, setView } = useResultsControls();
  const toolbar = useRef<HTMLDivElement>(null);
  const t = useTranslations('Results');

  function show(next: ResultsViewMode) {
    setView(next);
    // The map fills the screen under this row: bring the row to the top, or the map would
    // start below the fold on a phone.
    if (next === 'map') requestAnimationFrame(() => toolbar.current?.scrollIntoView());
  }

  return (
    <div className="results-toolbar" ref={toolbar}>
      <p className="result-count" aria-live="polite">
        {/* A phone shows "30 near 94110"; screen readers hear the whole sentence everywhere. */}
        {t.rich('count', {
          count,
          place: locationLabel,
          noun: (chunks) => <span className="count-noun">{chunks}</span>,
        })}
        {navigating ? <span className="updating">{t('updating')}</span> : null}
      </p>
      <SortToggle value={sort} onChange={(next) => navigate({ sort: next })} />
      <div className="view-toggle" role="group" aria-label={t('showAs')}>
        <button type="button" aria-pressed={view === 'list'} onClick={() => show('list')}>
          {t('list')}
        </button>
        <button type="button" aria-pressed={view === 'map'} onClick={() => show('map')}>
          {t('map')}
        </button>
      </div>
    </div>
  );
}
