'use client';

import type { LocatedDrug } from '@/lib/domain/find-drugs';
import { useOpeningHours } from '@/lib/client/use-opening-hours';
import { PharmacyRow } from './PharmacyRow';

interface Props {
  rows: LocatedDrug[];
  highlightedId: string | null;
  onHover: (id: string | null) => void;
  onSelect: (id: string) => void;
  onShowCard: (row: LocatedDrug) => void;
}

/** The accessible primary view of the results; the map mirrors its order and selection. */
export function PharmacyList({ rows, highlightedId, onHover, onSelect, onShowCard }: Props) {
  const openStatusOf = useOpeningHours(rows.map((row) => row.pharmacy.hoursOfOperation));
  return (
    <ol className="pharmacy-list" aria-label="Pharmacies and prices">
      {rows.map((row, index) => (
        <PharmacyRow
          key={row.pharmacy.id}
          row={row}
          rank={index + 1}
          highlighted={row.pharmacy.id === highlightedId}
          hours={openStatusOf ? openStatusOf(row.pharmacy.hoursOfOperation) : undefined}
          onHover={onHover}
          onSelect={onSelect}
          onShowCard={onShowCard}
        />
      ))}
    </ol>
  );
}
