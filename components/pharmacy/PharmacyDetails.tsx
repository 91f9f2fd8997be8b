'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import type { LocatedPharmacy } from '@/lib/domain/api/find-drugs';
import type { PharmacyCategory } from '@/lib/domain/dataset/dataset-schema';
import {
  approximateNote,
  directionsUrl,
  formatDistance,
  formatIsoDate,
  formatPhone,
  formatPlace,
} from '@/lib/view/format';
import { weeklyHoursLines } from '@/lib/view/hours-text';
import { useOpenStatus } from '@/lib/client/use-open-status';
import { pharmacyTimeZone } from '@/lib/domain/place/time-zone';

interface Props {
  pharmacy: LocatedPharmacy;
  category: PharmacyCategory | null;
  originLabel: string | null;
}

/** The note under a pharmacy whose position is not its own (approximateNote). */
const LOCATION_NOTE_KEY = {
  zip: 'approximate',
  registry: 'approximateRegistry',
  registryPoint: 'approximateRegistryPoint',
} as const;

/** Whose hours they are: the counter's, the whole store's (Walgreens), or none listed. */
const HOURS_TITLE = { pharmacy: 'hoursPharmacy', store: 'hoursStore', none: 'hoursNone' } as const;

/** The dates a pharmacy may carry: of the public listing it comes from, of its registry listing. */
const DATED_ENTRIES = [
  { field: 'listingAsOf', term: 'listing', sentence: 'listingAsOf', className: 'listing-as-of' },
  {
    field: 'confirmedAsOf',
    term: 'registry',
    sentence: 'confirmedAsOf',
    className: 'confirmed-as-of',
  },
] as const;

/**
 * Name, kind, distance, address, phone, opening hours (store hours said to be such), how old
 * the listing is and when Medicare's registry last listed the store; a pharmacy whose position is
 * not its own (known by ZIP, or placed by the registry) says its location is approximate.
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
  const note = approximateNote(pharmacy);
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
          {formatPlace(pharmacy)}
          {pharmacy.address ? null : ` · ${t('addressNotPublished')}`}
          <br />
          <a href={directionsUrl(pharmacy)} target="_blank" rel="noopener noreferrer">
            {t('directions')}
            <span className="visually-hidden"> {opensNewTab}</span>
          </a>
          {note ? <p className="location-approximate">{t(LOCATION_NOTE_KEY[note])}</p> : null}
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
        {DATED_ENTRIES.map(({ field, term, sentence, className }) => {
          const isoDate = pharmacy[field];
          return isoDate ? (
            <Fragment key={field}>
              <dt>{t(term)}</dt>
              <dd className={className}>{t(sentence, { date: formatIsoDate(isoDate, locale) })}</dd>
            </Fragment>
          ) : null;
        })}
      </dl>
    </div>
  );
}
