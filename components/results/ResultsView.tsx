'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { MapPanel } from '@/components/map/MapPanel';
import { SearchForm } from '@/components/search/SearchForm';
import type { LocatedDrug } from '@/lib/domain/find-drugs';
import { describeLocation } from '@/lib/domain/location';
import { fieldErrorsOf } from '@/lib/client/field-errors';
import { findDrugsQuery } from '@/lib/client/queries';
import { findDrugsParams, resultsUrl } from '@/lib/client/search-state';
import { selectionLabel } from '@/lib/client/selection-label';
import { useSearchState } from '@/lib/client/use-search-state';
import { CoverageNote } from './CoverageNote';
import type { CardConfig } from './DiscountCard';
import { EstimateNote } from './EstimateNote';
import { MobileSummary } from './MobileSummary';
import { PharmacyList } from './PharmacyList';
import { Pickers } from './Pickers';
import { ResultsError, ResultsSkeleton } from './ResultStates';
import { SavingsTips } from '@/components/savings/SavingsTips';
import { ResultsToolbar, type ResultsViewMode } from './ResultsToolbar';

// Kept out of the page's first load (budget: framework baseline + 15 KB gzip).
// "Add to my medicines" reads the list in local storage, so the server cannot render its state
// anyway; its slot keeps the height, so the header does not move when it appears.
const AddToBasket = dynamic(
  () => import('@/components/basket/AddToBasket').then((module) => module.AddToBasket),
  { ssr: false, loading: () => <div className="add-to-basket-slot" aria-hidden="true" /> },
);
// Writes to local storage after the answer arrives; renders nothing.
const RememberSearch = dynamic(
  () => import('@/components/recent/RememberSearch').then((module) => module.RememberSearch),
  { ssr: false },
);
// The discount card opens only on a click; its chunk loads just after the page does.
const DiscountCard = dynamic(() => import('./DiscountCard').then((module) => module.DiscountCard), {
  ssr: false,
});

interface Props {
  name: string;
  groupId: string;
  card: CardConfig;
}

/** The results page: search summary, pickers, sortable list and map, all driven by the URL. */
export function ResultsView({ name, groupId, card }: Props) {
  const { state, navigate, navigating } = useSearchState(name);
  const query = useQuery({
    ...findDrugsQuery(findDrugsParams(state, groupId)),
    enabled: state.location !== null,
  });
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [cardRow, setCardRow] = useState<LocatedDrug | null>(null);
  const [view, setView] = useState<ResultsViewMode>('list');

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
  const { drugLabel, quantity } = data
    ? selectionLabel(data, name)
    : { drugLabel: name, quantity: undefined };
  const highlightedId = hoveredId ?? selectedId;
  // A corrected spelling is said, and the box shows the name the prices are for.
  const correction = data?.NameMatch?.corrected ? data.NameMatch : null;

  return (
    <main id="main" className="results">
      <div className="search-summary">
        <SearchForm
          key={`${name}|${locationLabel}|${correction?.matched ?? ''}`}
          current={correction ? { ...state, name: correction.matched } : state}
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
        <>
          <MobileSummary
            text={`${drugLabel}${quantity ? ` · ${quantity.qty}` : ''} · ${locationLabel}`}
          />
          {correction ? (
            <p className="name-match" role="status">
              Showing <strong>{correction.matched}</strong>: no medicine is called “
              {correction.searched}”.
            </p>
          ) : null}
          <header className="results-header">
            <h1>
              {drugLabel}
              {quantity ? (
                <span className="qty-label">
                  , {quantity.qty} {quantity.quantityLabel}
                </span>
              ) : null}
            </h1>
            <Pickers key={drugLabel} data={data} onChange={navigate} />
            <AddToBasket data={data} state={state} />
          </header>
          <SavingsTips state={state} groupId={groupId} />
        </>
      ) : null}

      {query.isPending && state.location ? <ResultsSkeleton /> : null}
      {query.isError ? (
        <ResultsError
          error={query.error}
          drugName={name}
          locationLabel={locationLabel}
          variantUrl={(variant) =>
            resultsUrl({
              ...state,
              name: variant.name,
              form: variant.form,
              strength: null,
              qty: null,
              brand: null,
            })
          }
          onRetry={() => void query.refetch()}
        />
      ) : null}

      {data && !query.isError ? (
        <>
          <ResultsToolbar
            count={rows.length}
            locationLabel={locationLabel}
            updating={query.isFetching || navigating}
            sort={state.sort}
            onSort={(sort) => navigate({ sort })}
            view={view}
            onView={setView}
          />
          <div className={`results-body view-${view}`} aria-busy={query.isFetching || navigating}>
            <PharmacyList
              rows={rows}
              highlightedId={highlightedId}
              onHover={setHoveredId}
              onSelect={select}
              onShowCard={setCardRow}
            />
            <MapPanel
              rows={rows}
              origin={data.Origin}
              highlightedId={highlightedId}
              onHover={setHoveredId}
              onSelect={select}
            />
          </div>
          <CoverageNote coverage={data.Coverage} />
          {rows[0]?.pricing.isEstimate === false ? null : (
            <EstimateNote asOf={rows[0]?.pricing.costBasisAsOf ?? undefined} />
          )}
        </>
      ) : null}
      <RememberSearch state={state} data={query.isPlaceholderData ? undefined : data} />
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
