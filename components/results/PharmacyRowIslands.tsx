'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { DiscountCardRow } from './DiscountCard';
import { useResultsControls, useSelection } from './ResultsShell';

interface FrameProps {
  pharmacyId: string;
  priceUsd: number;
  distanceMiles: number | null;
  locationPrecision: string;
  children: ReactNode;
}

/**
 * A row's list item: highlighted with its map marker, and hovering or focusing it highlights the
 * marker. Its content is rendered on the server and passed through untouched.
 */
export function PharmacyRowFrame({
  pharmacyId,
  priceUsd,
  distanceMiles,
  locationPrecision,
  children,
}: FrameProps) {
  const { highlightedId, hover } = useSelection();
  return (
    <li
      id={`pharmacy-${pharmacyId}`}
      className={highlightedId === pharmacyId ? 'pharmacy-row highlighted' : 'pharmacy-row'}
      data-pharmacy-id={pharmacyId}
      data-price={priceUsd}
      data-distance={distanceMiles ?? ''}
      data-location-precision={locationPrecision}
      onMouseEnter={() => hover(pharmacyId)}
      onMouseLeave={() => hover(null)}
      onFocus={() => hover(pharmacyId)}
      onBlur={() => hover(null)}
    >
      {children}
    </li>
  );
}

/** The pharmacy's name as a button that selects it (and its marker on the map). */
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
