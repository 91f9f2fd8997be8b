'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { LocatedPharmacy } from '@/lib/domain/find-drugs';
import type { PharmacyCategory } from '@/lib/domain/dataset-schema';
import {
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
const HOURS_TITLE = { pharmacy: 'hoursPharmacy', store: 'hoursStore', none: 'hoursNone' } as const;

/**
 * Name, kind, distance, address, phone, opening hours (store hours said to be such), and how old
 * the listing is; a pharmacy known only by ZIP says its location is approximate.
 */
export function PharmacyDetails({ pharmacy, category, originLabel }: Props) {
  const t = useTranslations('Pharmacy');
  const tPricing = useTranslations('Pricing');
  const opensNewTab = useTranslations('Common')('opensNewTab');
  const locale = useLocale();
  // Evaluated in the browser once mounted, in the pharmacy's own time zone.
  const status = useOpenStatus(
    pharmacy.hoursOfOperation,
    pharmacyTimeZone(pharmacy),
    undefined,
    locale,
  );
  const isStoreHours = pharmacy.hoursKind === 'store';
  const hoursTitle = t(HOURS_TITLE[pharmacy.hoursKind ?? 'none']);
  const distance = formatDistance(pharmacy, locale);
  return (
    <div className="pharmacy-details">
      <h1>{pharmacy.pharmacyName}</h1>
      <p className="pharmacy-meta">
        {category !== null ? tPricing(`category${category}`) : null}
        {distance && originLabel ? t('fromOrigin', { distance, origin: originLabel }) : null}
      </p>
      <dl className="pharmacy-facts">
        <dt>{t('address')}</dt>
        <dd>
          {pharmacy.address}, {pharmacy.city}, {pharmacy.state} {formatZip(pharmacy.zip)}
          <br />
          <a href={directionsUrl(pharmacy)} target="_blank" rel="noopener noreferrer">
            {t('directions')}
            <span className="visually-hidden"> {opensNewTab}</span>
          </a>
          {isPinned(pharmacy) ? null : <p className="location-approximate">{t('approximate')}</p>}
        </dd>
        <dt>{t('phone')}</dt>
        <dd>
          {pharmacy.phone ? (
            <a href={`tel:+1${pharmacy.phone}`}>{formatPhone(pharmacy.phone)}</a>
          ) : (
            t('notListed')
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
                {weeklyHoursLines(pharmacy.hoursOfOperation, locale).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {isStoreHours ? <p className="hours-note">{t('storeHoursNote')}</p> : null}
            </>
          ) : (
            t('notListed')
          )}
        </dd>
        {pharmacy.listingAsOf ? (
          <>
            <dt>{t('listing')}</dt>
            <dd className="listing-as-of">
              {t('listingAsOf', { date: formatIsoDate(pharmacy.listingAsOf, locale) })}
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
