'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { MapPanel } from '@/components/map/MapPanel';
import { SearchForm } from '@/components/search/SearchForm';
import type { LocatedDrug } from '@/lib/domain/find-drugs';
import { fieldErrorsOf } from '@/lib/client/field-errors';
import { findDrugsQuery } from '@/lib/client/queries';
import {
  describeLocation,
  findDrugsParams,
  resultsUrl,
  searchStateFromUrl,
  type SearchState,
} from '@/lib/client/search-state';
import { CoverageNote } from './CoverageNote';
import { DiscountCard, type CardConfig } from './DiscountCard';
import { PharmacyList } from './PharmacyList';
import { Pickers } from './Pickers';
import { ResultsError, ResultsSkeleton } from './ResultStates';
import { SortToggle } from './SortToggle';

interface Props {
  name: string;
  groupId: string;
  card: CardConfig;
  /** The search point, resolved on the server from the URL's location (null when none). */
  origin: { latitude: number; longitude: number } | null;
}

/** The results page: search summary, pickers, sortable list and map, all driven by the URL. */
export function ResultsView({ name, groupId, card, origin }: Props) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const state = useMemo(
    () => searchStateFromUrl(name, new URLSearchParams(searchParams.toString())),
    [name, searchParams],
  );
  const query = useQuery({
    ...findDrugsQuery(findDrugsParams(state, groupId)),
    enabled: state.location !== null,
  });
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [cardRow, setCardRow] = useState<LocatedDrug | null>(null);
  const [view, setView] = useState<'list' | 'map'>('list');

  const navigate = (patch: Partial<SearchState>) =>
    router.push(resultsUrl({ ...state, ...patch }), { scroll: false });
  const select = (id: string) => {
    setSelectedId(id);
    document
      .getElementById(`pharmacy-${id}`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  const data = query.data;
  const rows = data?.Drugs ?? [];
  const { fields, other } = fieldErrorsOf(query.error);
  const locationLabel = describeLocation(state.location);
  const selectedName = data?.Names.find((n) => n.isSelected)?.drugName ?? name;
  const strength = data?.Strengths.find((s) => s.isSelected)?.strength.toLowerCase();
  const form = data?.Forms.find((f) => f.isSelected)?.form.toLowerCase();
  const qty = data?.Quantities.find((q) => q.isSelected);
  const drugLabel = [selectedName, strength, form].filter(Boolean).join(' ');
  const asOf = rows[0]?.pricing.costBasisAsOf;

  return (
    <main id="main" className="results">
      <div className="search-summary">
        <SearchForm
          key={`${name}|${locationLabel}`}
          current={state}
          serverErrors={
            state.location ? fields : { location: 'Enter a ZIP code or city to see prices.' }
          }
          compact
        />
      </div>
      {other.length > 0 ? (
        <p className="field-error" role="alert">
          {other.join(' ')}
        </p>
      ) : null}

      {data ? (
        <div className="mobile-summary" aria-hidden="true">
          <span>
            {drugLabel}
            {qty ? ` · ${qty.qty}` : ''} · {locationLabel}
          </span>
          <button
            type="button"
            tabIndex={-1}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            Edit
          </button>
        </div>
      ) : null}
      {data ? (
        <header className="results-header">
          <h1>
            {drugLabel}
            {qty ? (
              <span className="qty-label">
                , {qty.qty} {qty.quantityLabel}
              </span>
            ) : null}
          </h1>
          <Pickers key={drugLabel} data={data} onChange={navigate} />
        </header>
      ) : null}

      {query.isPending && state.location ? <ResultsSkeleton /> : null}
      {query.isError ? (
        <ResultsError
          error={query.error}
          drugName={name}
          locationLabel={locationLabel}
          onRetry={() => void query.refetch()}
        />
      ) : null}

      {data && !query.isError ? (
        <>
          <div className="results-toolbar">
            <p className="result-count" aria-live="polite">
              {rows.length} pharmac{rows.length === 1 ? 'y' : 'ies'} near {locationLabel}
              {query.isFetching ? <span className="updating"> · updating…</span> : null}
            </p>
            <SortToggle value={state.sort} onChange={(sort) => navigate({ sort })} />
            <div className="view-toggle" role="group" aria-label="Show as">
              <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
                List
              </button>
              <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
                Map
              </button>
            </div>
          </div>
          <div className={`results-body view-${view}`} aria-busy={query.isFetching}>
            <PharmacyList
              rows={rows}
              highlightedId={hoveredId ?? selectedId}
              onHover={setHoveredId}
              onSelect={select}
              onShowCard={setCardRow}
            />
            <MapPanel
              rows={rows}
              origin={origin}
              highlightedId={hoveredId ?? selectedId}
              onHover={setHoveredId}
              onSelect={select}
            />
          </div>
          <CoverageNote rows={rows} />
          <p className="estimate-note">
            Prices are estimates modelled from public CMS NADAC drug acquisition costs
            {asOf ? ` (as of ${asOf})` : ''}, not quotes. The price at the counter may differ.{' '}
            <a href="/about">How we estimate prices and data sources</a>
          </p>
        </>
      ) : null}
      <DiscountCard
        row={cardRow}
        drugLabel={drugLabel}
        groupId={groupId}
        card={card}
        onClose={() => setCardRow(null)}
      />
    </main>
  );
}
