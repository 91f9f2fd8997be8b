'use client';

import type { LocatedDrug } from '@/lib/domain/find-drugs';
import {
  CATEGORY_LABEL,
  directionsUrl,
  formatDistance,
  formatPhone,
  formatUsd,
  formatZip,
  PRICE_BASIS_LABEL,
  savingsPercent,
} from '@/lib/client/format';
import type { OpenStatus } from '@/lib/client/opening-hours';
import { isPinned } from '@/lib/domain/pharmacy-place';
import { PharmacyPageLink } from '@/components/pharmacy/PharmacyPageLink';

/** The Element Timing identifier of the first row's price (bench/first-price waits for it). */
const FIRST_PRICE_TIMING = 'first-price';

interface Props {
  row: LocatedDrug;
  rank: number;
  highlighted: boolean;
  /** Null: no hours listed; undefined: not evaluated yet (server render). */
  hours: OpenStatus | null | undefined;
  onHover: (id: string | null) => void;
  onSelect: (id: string) => void;
  onShowCard: (row: LocatedDrug) => void;
}

/** One pharmacy with its price: everything the map shows, and more, in text. */
export function PharmacyRow({
  row,
  rank,
  highlighted,
  hours,
  onHover,
  onSelect,
  onShowCard,
}: Props) {
  const { pharmacy, pricing } = row;
  const savings = savingsPercent(row);
  const distance = formatDistance(pharmacy);
  const pinned = isPinned(pharmacy);
  return (
    <li
      id={`pharmacy-${pharmacy.id}`}
      className={highlighted ? 'pharmacy-row highlighted' : 'pharmacy-row'}
      data-pharmacy-id={pharmacy.id}
      data-price={pricing.price}
      data-distance={pharmacy.distance ?? ''}
      data-location-precision={pharmacy.locationPrecision}
      onMouseEnter={() => onHover(pharmacy.id)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(pharmacy.id)}
      onBlur={() => onHover(null)}
    >
      <div className="row-main">
        <h3 className="pharmacy-name">
          <button
            type="button"
            className="link-button"
            onClick={() => onSelect(pharmacy.id)}
            aria-pressed={highlighted}
          >
            <span className="rank" aria-hidden="true">
              {rank}
            </span>
            {pharmacy.pharmacyName}
          </button>
        </h3>
        <p className="pharmacy-meta">
          {CATEGORY_LABEL[pricing.svcPharmacyCategory]}
          {distance ? <> · {distance}</> : null}
        </p>
        <p className="pharmacy-address">
          {pharmacy.address}, {pharmacy.city}, {pharmacy.state} {formatZip(pharmacy.zip)}
        </p>
        {pinned ? null : (
          <p className="location-approximate">
            Location approximate: only its ZIP area is known, so it is not on the map. Call to check
            the address and hours.
          </p>
        )}
        <HoursLine hours={hours} storeHours={pharmacy.hoursKind === 'store'} />
        <p className="row-links">
          {pharmacy.phone ? (
            <a href={`tel:+1${pharmacy.phone}`}>{formatPhone(pharmacy.phone)}</a>
          ) : null}
          <a href={directionsUrl(pharmacy)} target="_blank" rel="noopener noreferrer">
            Directions
            <span className="visually-hidden"> to {pharmacy.pharmacyName} (opens a new tab)</span>
          </a>
          <PharmacyPageLink row={row} />
        </p>
      </div>
      <div className="row-price">
        {/* Element Timing reports when the first price painted (bench/first-price, field data). */}
        <p className="price" {...(rank === 1 ? { elementtiming: FIRST_PRICE_TIMING } : {})}>
          {formatUsd(pricing.price)}
        </p>
        <p className="price-basis">{PRICE_BASIS_LABEL[pricing.priceBasis]}</p>
        {savings !== null && pricing.ucPrice !== null ? (
          <p className="savings">
            Save {savings}% vs. retail {formatUsd(pricing.ucPrice)}
          </p>
        ) : null}
        <button type="button" className="secondary card-button" onClick={() => onShowCard(row)}>
          Get discount card<span className="visually-hidden"> for {pharmacy.pharmacyName}</span>
        </button>
      </div>
    </li>
  );
}

function HoursLine({
  hours,
  storeHours,
}: {
  hours: OpenStatus | null | undefined;
  /** The source lists the store's hours, not the pharmacy counter's: say so. */
  storeHours: boolean;
}) {
  // Keeps the line's height while the hours are evaluated, so the rows do not shift.
  if (hours === undefined) return <p className="hours">&nbsp;</p>;
  if (hours === null) return <p className="hours unknown">Hours not listed</p>;
  return (
    <p className={hours.isOpen ? 'hours open' : 'hours closed'}>
      {storeHours ? 'Store hours: ' : null}
      {hours.label}
    </p>
  );
}
