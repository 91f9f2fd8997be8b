import { useLocale, useTranslations } from 'next-intl';
import type { LocatedDrug } from '@/lib/domain/find-drugs';
import type { SearchLocation } from '@/lib/domain/location';
import { pharmacyTimeZone } from '@/lib/domain/time-zone';
import {
  approximateNote,
  directionsUrl,
  formatDistance,
  formatPhone,
  formatPlace,
  formatUsd,
  PRICE_BASIS_KEY,
  savingsPercent,
} from '@/lib/client/format';
import { weeklyOpenStatus } from '@/lib/client/open-now';
import { PharmacyPageLink } from '@/components/pharmacy/PharmacyPageLink';
import { HoursLine } from './HoursLine';
import { OpenNow } from './OpenNow';
import { DiscountCardButton, PharmacyRowFrame, SelectPharmacyButton } from './PharmacyRowIslands';

/** The note under a pharmacy whose position is not its own (approximateNote). */
const LOCATION_NOTE_KEY = {
  zip: 'locationApproximate',
  registry: 'locationRegistry',
  registryPoint: 'locationRegistryPoint',
} as const;

/** The Element Timing identifier of the first row's price (bench/first-price waits for it). */
const FIRST_PRICE_TIMING = 'first-price';

interface Props {
  row: LocatedDrug;
  rank: number;
  /** Where the search is: the pharmacy page link prices the fill there. */
  location: SearchLocation | null;
  /** When the answer was found: "open now" is rendered for then, and the browser corrects it. */
  answeredAtMs: number;
}

/**
 * One pharmacy with its price: everything the map shows, and more, in text. Rendered on the
 * server; the parts that respond (highlight, select, discount card, open now) are small islands.
 */
export function PharmacyRow({ row, rank, location, answeredAtMs }: Props) {
  const locale = useLocale();
  const t = useTranslations('Results');
  const tPricing = useTranslations('Pricing');
  const { pharmacy, pricing } = row;
  const savings = savingsPercent(row);
  const distance = formatDistance(pharmacy, locale);
  const note = approximateNote(pharmacy);
  const hours = pharmacy.hoursOfOperation;
  const timeZone = pharmacyTimeZone(pharmacy);
  return (
    <PharmacyRowFrame
      pharmacyId={pharmacy.id}
      priceUsd={pricing.price}
      distanceMiles={pharmacy.distance}
      locationPrecision={pharmacy.locationPrecision}
    >
      <h3 className="pharmacy-name">
        <SelectPharmacyButton pharmacyId={pharmacy.id} rank={rank} name={pharmacy.pharmacyName} />
      </h3>
      {/* Element Timing reports when the first price painted (bench/first-price, field data). */}
      <p
        className="price"
        data-testid="price"
        {...(rank === 1 ? { elementtiming: FIRST_PRICE_TIMING } : {})}
      >
        {formatUsd(pricing.price, locale)}
      </p>
      <div className="row-main">
        <p className="pharmacy-meta">
          {tPricing(`category${pricing.svcPharmacyCategory}`)}
          {distance ? ` · ${distance}` : null}
        </p>
        <p className="pharmacy-address">{formatPlace(pharmacy)}</p>
        {note ? <p className="location-approximate">{t(LOCATION_NOTE_KEY[note])}</p> : null}
        {hours ? (
          <OpenNow
            hours={hours}
            timeZone={timeZone}
            rendered={weeklyOpenStatus(hours, timeZone, answeredAtMs, locale)}
            storeHours={pharmacy.hoursKind === 'store'}
          />
        ) : (
          <HoursLine status={null} storeHours={false} />
        )}
      </div>
      <p className="price-note">
        <span className="price-basis">{tPricing(PRICE_BASIS_KEY[pricing.priceBasis])}</span>
        {savings !== null && pricing.ucPrice !== null ? (
          <span className="savings">
            {t('save', { percent: savings, retail: formatUsd(pricing.ucPrice, locale) })}
          </span>
        ) : null}
      </p>
      <div className="row-actions">
        <p className="row-links">
          {pharmacy.phone ? (
            <a href={`tel:+1${pharmacy.phone}`}>{formatPhone(pharmacy.phone)}</a>
          ) : null}
          <a href={directionsUrl(pharmacy)} target="_blank" rel="noopener noreferrer">
            {t('directions')}
            <span className="visually-hidden">
              {t('directionsTo', { pharmacy: pharmacy.pharmacyName })}
            </span>
          </a>
          <PharmacyPageLink row={row} location={location} />
        </p>
        <DiscountCardButton
          row={{
            priceUsd: pricing.price,
            pharmacy: {
              pharmacyName: pharmacy.pharmacyName,
              address: pharmacy.address,
              city: pharmacy.city,
              phone: pharmacy.phone,
            },
          }}
        />
      </div>
    </PharmacyRowFrame>
  );
}
