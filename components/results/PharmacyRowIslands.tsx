'use client';

import { useTranslations } from 'next-intl';
import { createContext, use, useId, useMemo, useState, type ReactNode } from 'react';
import { pharmacyUrl } from '@/lib/view/basket-url';
import type { BasketItemRef } from '@/lib/domain/basket/basket-item';
import type { SearchLocation } from '@/lib/domain/place/location';
import { Link } from '@/lib/i18n/navigation';
import type { DiscountCardRow } from './DiscountCard';
import { useResultsControls, useSelection } from './ResultsShell';

interface FrameProps {
  /** The row's id: its pharmacy's, or for a folded chain its nearest store's. */
  pharmacyId: string;
  priceUsd: number;
  distanceMiles: number | null;
  locationPrecision: string;
  /** How many stores the row stands for, and how many of those the map can place. */
  storeCount: number;
  pinnedStores: number;
  children: ReactNode;
}

/** Whether a folded row shows its other stores; the toggle and the list share it. */
const StoresShown = createContext<{ shown: boolean; toggle: () => void; listId: string } | null>(
  null,
);

function useStoresShown() {
  const value = use(StoresShown);
  if (value === null) throw new Error('used outside PharmacyRowFrame');
  return value;
}

/**
 * A row's list item: highlighted with its map markers (every store of a folded chain), and
 * hovering or focusing it highlights them. Its content is rendered on the server and passed
 * through untouched.
 */
export function PharmacyRowFrame({
  pharmacyId,
  priceUsd,
  distanceMiles,
  locationPrecision,
  storeCount,
  pinnedStores,
  children,
}: FrameProps) {
  const { highlightedId, hover } = useSelection();
  const [shown, setShown] = useState(false);
  const listId = useId();
  const stores = useMemo(
    () => ({ shown, toggle: () => setShown((was) => !was), listId }),
    [shown, listId],
  );
  return (
    <StoresShown value={stores}>
      <li
        id={`pharmacy-${pharmacyId}`}
        className={highlightedId === pharmacyId ? 'pharmacy-row highlighted' : 'pharmacy-row'}
        data-pharmacy-id={pharmacyId}
        data-price={priceUsd}
        data-distance={distanceMiles ?? ''}
        data-location-precision={locationPrecision}
        data-store-count={storeCount}
        data-pinned-stores={pinnedStores}
        onMouseEnter={() => hover(pharmacyId)}
        onMouseLeave={() => hover(null)}
        onFocus={() => hover(pharmacyId)}
        onBlur={() => hover(null)}
      >
        {children}
      </li>
    </StoresShown>
  );
}

/** The pharmacy's (or chain's) name as a button that selects it, and its markers on the map. */
export function SelectPharmacyButton({
  pharmacyId,
  rank,
  name,
}: {
  pharmacyId: string;
  rank: number;
  name: string;
}) {
  const { highlightedId, select } = useSelection();
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => select(pharmacyId)}
      aria-pressed={highlightedId === pharmacyId}
    >
      <span className="rank" aria-hidden="true">
        {rank}
      </span>
      {name}
    </button>
  );
}

/** "15 more nearby": opens a folded row's list of its other stores. */
export function MoreStoresToggle({ label, hint }: { label: string; hint: string }) {
  const { shown, toggle, listId } = useStoresShown();
  return (
    <button
      type="button"
      className="link-button more-stores"
      aria-expanded={shown}
      aria-controls={listId}
      onClick={toggle}
    >
      {label}
      <span className="visually-hidden">{hint}</span>
    </button>
  );
}

/** One more store of a folded row: where it is and how far. */
export interface OtherStore {
  id: string;
  /** "410 N Michigan Ave, Chicago". */
  place: string;
  /** "0.44 mi", "about 2 mi", or null without a search location. */
  distance: string | null;
}

/**
 * A folded row's other stores, nearest first, each a link to its pharmacy page pricing the fill.
 * Rendered only once opened: the server sends their few facts, not their markup.
 */
export function OtherStores({
  label,
  stores,
  farther,
  fill,
  location,
}: {
  label: string;
  stores: OtherStore[];
  /** "and 183 more farther away", when the row stands for more stores than it lists. */
  farther: string | null;
  fill: BasketItemRef;
  location: SearchLocation | null;
}) {
  const { shown, listId } = useStoresShown();
  return (
    <div id={listId} className="other-stores" hidden={!shown}>
      {shown ? (
        <>
          <ul aria-label={label}>
            {stores.map((store) => (
              <li key={store.id}>
                <Link href={pharmacyUrl(store.id, location, [fill])} prefetch={false}>
                  {store.place}
                </Link>
                {store.distance ? <span>{` · ${store.distance}`}</span> : null}
              </li>
            ))}
          </ul>
          {farther ? <p>{farther}</p> : null}
        </>
      ) : null}
    </div>
  );
}

/** Opens the discount card for this row's price. */
export function DiscountCardButton({ row }: { row: DiscountCardRow }) {
  const { setCardRow } = useResultsControls();
  const t = useTranslations('Results');
  return (
    <button type="button" className="secondary card-button" onClick={() => setCardRow(row)}>
      {t('getCard')}
      <span className="visually-hidden">
        {t('getCardFor', { pharmacy: row.pharmacy.pharmacyName })}
      </span>
    </button>
  );
}
