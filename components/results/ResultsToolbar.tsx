'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { takeResultsFocus } from '@/lib/client/results-focus';
import { ToggleButtons } from '@/components/ui/ToggleButtons';
import type { SortBy } from '@/lib/domain/query/sort';
import { useResultsControls, type ResultsViewMode } from './ResultsShell';

interface Props {
  count: number;
  locationLabel: string;
  sort: SortBy;
  /** The lowest price listed, formatted ("$9.59"). */
  lowest: string | null;
  /** The search these results answer (its URL): a new one may take the focus or be announced. */
  searchKey: string;
}

/** How many choices where, the sort order, and (on phones) list or map: one compact row. */
export function ResultsToolbar({ count, locationLabel, sort, lowest, searchKey }: Props) {
  const { navigate, navigating, view, setView } = useResultsControls();
  const toolbar = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownKey = useRef<string | null>(null);
  const shownSummary = useRef<string | null>(null);
  const [announced, setAnnounced] = useState('');
  const t = useTranslations('Results');
  const sentence = t.markup('count', { count, place: locationLabel, noun: (chunks) => chunks });
  const summary = `${sentence}${lowest ? t('lowestHint', { lowest }) : ''}`;

  useEffect(() => {
    if (shownKey.current === searchKey) return;
    const before = shownSummary.current;
    shownKey.current = searchKey;
    shownSummary.current = summary;
    // A search just submitted: its heading takes the focus, and is read as it does. Another
    // answer that says something new (a picker changed the fill) is announced where the focus
    // stays; a new order of the same answer (sorting) is not news.
    if (takeResultsFocus()) heading.current?.focus();
    else if (before !== null && before !== summary) setAnnounced(summary);
  }, [searchKey, summary]);

  function show(next: ResultsViewMode) {
    setView(next);
    // The map fills the screen under this row: bring the row to the top, or the map would
    // start below the fold on a phone.
    if (next === 'map') requestAnimationFrame(() => toolbar.current?.scrollIntoView());
  }

  return (
    <div className="results-toolbar" ref={toolbar}>
      {/* Named in full for screen readers ("…, lowest $9.59"): read as the focus arrives. */}
      <h2 className="result-count" tabIndex={-1} ref={heading} aria-label={summary}>
        {/* A phone shows "30 near 94110"; screen readers hear the whole sentence everywhere. */}
        {t.rich('count', {
          count,
          place: locationLabel,
          noun: (chunks) => <span className="count-noun">{chunks}</span>,
        })}
        {navigating ? <span className="updating">{t('updating')}</span> : null}
      </h2>
      <p className="visually-hidden" role="status">
        {announced}
      </p>
      <ToggleButtons
        className="sort-toggle"
        label={t('sortBy')}
        caption={t('sort')}
        options={[
          { value: 'price', label: t('lowestPrice') },
          { value: 'distance', label: t('nearest') },
        ]}
        value={sort}
        onChange={(next) => navigate({ sort: next })}
      />
      <ToggleButtons
        className="view-toggle"
        label={t('showAs')}
        options={[
          { value: 'list', label: t('list') },
          { value: 'map', label: t('map') },
        ]}
        value={view}
        onChange={show}
      />
    </div>
  );
}
