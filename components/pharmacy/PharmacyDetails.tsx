'use client';

import type { LocatedPharmacy } from '@/lib/domain/find-drugs';
import type { PharmacyCategory } from '@/lib/domain/dataset-schema';
import {
  CATEGORY_LABEL,
  directionsUrl,
  formatDistance,
  formatIsoDate,
  formatPhone,
  formatZip,
} from '@/lib/client/format';
import { isPinned } from '@/lib/domain/pharmacy-place';
import { weeklyHoursLines } from '@/lib/client/hours-text';
import { useOpenStatus } from '@/lib/client/use-open-status';
import { pharmacyTimeZone } from '@/lib/domain/time-zone';

interface Props {
  pharmacy: LocatedPharmacy;
  category: PharmacyCategory | null;
  originLabel: string | null;
}

/** Whose hours they are: the counter's, the whole store's (Walgreens), or none listed. */
const HOURS_TITLE = { pharmacy: 'Pharmacy hours', store: 'Store hours', none: 'Hours' } as const;

/**
 * Name, kind, distance, address, phone, opening hours (store hours said to be such), and how old
 * the listing is; a pharmacy known only by ZIP says its location is approximate.
 */
export function PharmacyDetails({ pharmacy, category, originLabel }: Props) {
  // Evaluated in the browser once mounted, in the pharmacy's own time zone.
  const status = useOpenStatus(pharmacy.hoursOfOperation, pharmacyTimeZone(pharmacy), undefined);
  const isStoreHours = pharmacy.hoursKind === 'store';
  const hoursTitle = HOURS_TITLE[pharmacy.hoursKind ?? 'none'];
  const distance = formatDistance(pharmacy);
  return (
    <div className="pharmacy-details">
      <h1>{pharmacy.pharmacyName}</h1>
      <p className="pharmacy-meta">
        {category !== null ? CATEGORY_LABEL[category] : null}
        {distance && originLabel ? ` · ${distance} from ${originLabel}` : null}
      </p>
      <dl className="pharmacy-facts">
        <dt>Address</dt>
        <dd>
          {pharmacy.address}, {pharmacy.city}, {pharmacy.state} {formatZip(pharmacy.zip)}
          <br />
          <a href={directionsUrl(pharmacy)} target="_blank" rel="noopener noreferrer">
            Directions<span className="visually-hidden"> (opens a new tab)</span>
          </a>
          {isPinned(pharmacy) ? null : (
            <p className="location-approximate">
              Location approximate: the listing gives its address and ZIP, but no map position. Call
              to check where it is before you go.
            </p>
          )}
        </dd>
        <dt>Phone</dt>
        <dd>
          {pharmacy.phone ? (
            <a href={`tel:+1${pharmacy.phone}`}>{formatPhone(pharmacy.phone)}</a>
          ) : (
            'Not listed'
          )}
        </dd>
        <dt>{hoursTitle}</dt>
        <dd>
          {pharmacy.hoursOfOperation ? (
            <>
              {status ? (
                <p className={status.isOpen ? 'hours open' : 'hours closed'}>{status.label}</p>
              ) : null}
              <ul className="weekly-hours">
                {weeklyHoursLines(pharmacy.hoursOfOperation).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {isStoreHours ? (
                <p className="hours-note">
                  These are the store’s hours; the pharmacy counter may close earlier. Call to
                  check.
                </p>
              ) : null}
            </>
          ) : (
            'Not listed'
          )}
        </dd>
        {pharmacy.listingAsOf ? (
          <>
            <dt>Listing</dt>
            <dd className="listing-as-of">
              As of {formatIsoDate(pharmacy.listingAsOf)}, from public data. The pharmacy may have
              moved, changed its hours or closed since; call to check.
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
