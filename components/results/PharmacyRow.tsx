import { useLocale, useTranslations } from 'next-intl';
import type { ListedChoice } from '@/lib/domain/results/choices';
import type { LocatedDrug } from '@/lib/domain/api/find-drugs';
import type { SearchLocation } from '@/lib/domain/place/location';
import { isPinned } from '@/lib/domain/place/pharmacy-place';
import { pharmacyTimeZone } from '@/lib/domain/place/time-zone';
import {
  approximateNote,
  directionsUrl,
  formatDistance,
  formatPhone,
  formatPlace,
  formatUsd,
  PRICE_BASIS_KEY,
  savingsPercent,
} from '@/lib/view/format';
import { weeklyOpenStatus } from '@/lib/view/open-now';
import { PharmacyPageLink } from '@/components/pharmacy/PharmacyPageLink';
import { HoursLine } from './HoursLine';
import { OpenNow } from './OpenNow';
import {
  DiscountCardButton,
  MoreStoresToggle,
  OtherStores,
  PharmacyRowFrame,
  SelectPharmacyButton,
} from './PharmacyRowIslands';

/** The note under a pharmacy whose position is not its own (approximateNote). */
const LOCATION_NOTE_KEY = {
  zip: 'locationApproximate',
  registry: 'locationRegistry',
  registryPoint: 'locationRegistryPoint',
} as const;

/** The Element Timing identifier of the first row's price (bench/first-price waits for it). */
const FIRST_PRICE_TIMING = 'first-price';

interface Props {
  /** A pharmacy, or a chain's stores at one price: the row shows the nearest of them. */
  listed: ListedChoice;
  rank: number;
  /** Where the search is: the pharmacy page link prices the fill there. */
  location: SearchLocation | null;
  /** When the answer was found: "open now" is rendered for then, and the browser corrects it. */
  answeredAtMs: number;
}

/**
 * One choice with its price: a pharmacy, or the stores of a chain that charge the same ("Walgreens
 * · nearest 0.39 mi · 15 more nearby"), shown by its nearest store and opening to the others.
 * Everything the map shows, and more, in text. Rendered on the server; the parts that respond
 * (highlight, select, other stores, discount card, open now) are small islands.
 */
export function PharmacyRow({ listed, rank, location, answeredAtMs }: Props) {
  const locale = useLocale();
  const t = useTranslations('Results');
  const tPricing = useTranslations('Pricing');
  const { choice, stores } = listed;
  const row = stores[0] as LocatedDrug;
  const { pharmacy, pricing } = row;
  const folded = choice.storeCount > 1;
  const savings = savingsPercent(row);
  const distance = formatDistance(pharmacy, locale);
  const note = approximateNote(pharmacy);
  const hours = pharmacy.hoursOfOperation;
  const timeZone = pharmacyTimeZone(pharmacy);
  const price = formatUsd(pricing.price, locale);
  return (
    <PharmacyRowFrame
      pharmacyId={pharmacy.id}
      priceUsd={pricing.price}
      distanceMiles={pharmacy.distance}
      locationPrecision={pharmacy.locationPrecision}
      storeCount={choice.storeCount}
      pinnedStores={stores.filter((store) => isPinned(store.pharmacy)).length}
    >
      <h3 className="pharmacy-name">
        <SelectPharmacyButton pharmacyId={pharmacy.id} rank={rank} name={choice.name} />
      </h3>
      {/* Element Timing reports when the first price painted (bench/first-price, field data). */}
      <p
        className="price"
        data-testid="price"
        {...(rank === 1 ? { elementtiming: FIRST_PRICE_TIMING } : {})}
      >
        {price}
      </p>
      <div className="row-main">
        {folded ? (
          <p className="pharmacy-meta">
            {distance ? `${t('nearestStore', { distance })} · ` : null}
            <MoreStoresToggle
              label={t('moreNearby', { count: choice.storeCount - 1 })}
              hint={t('moreNearbyOf', { name: choice.name, price })}
            />
          </p>
        ) : (
          <p className="pharmacy-meta">
            {tPricing(`category${pricing.svcPharmacyCategory}`)}
            {distance ? ` · ${distance}` : null}
          </p>
        )}
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
      {folded ? (
        <OtherStores
          label={t('storesLabel', { name: choice.name, price })}
          stores={stores.slice(1).map((store) => ({
            id: store.pharmacy.id,
            place: `${store.pharmacy.address}, ${store.pharmacy.city}`,
            distance: formatDistance(store.pharmacy, locale),
          }))}
          farther={
            choice.storeCount > stores.length
              ? t('moreFarther', { count: choice.storeCount - stores.length })
              : null
          }
          fill={{ ndc: row.drug.ndc, qty: row.drug.qty }}
          location={location}
        />
      ) : null}
    </PharmacyRowFrame>
  );
}
