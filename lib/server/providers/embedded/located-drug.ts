import 'server-only';
import type { DrugProduct, Pharmacy } from '@/lib/domain/dataset/dataset-schema';
import type { LocatedDrug, LocatedDrugDetail, LocatedPharmacy } from '@/lib/domain/api/find-drugs';
import { compareRows, type SortBy } from '@/lib/domain/query/sort';
import { round2 } from '@/lib/domain/place/geo';
import { quotePrice } from '@/lib/domain/pricing/quote';

export interface RowOptions {
  quantity: number;
  /** The brand of the same form and strength, for a generic that has one (its price ceiling). */
  brandEquivalent: DrugProduct | null;
  ucOverrideUsd: number | null;
  priceOnly: boolean;
  includeDrugInfo: boolean;
  /** The as-of date of a listing source (pharmacies.json `sources`), null when unknown. */
  listingAsOf: (source: string) => string | null;
}

/** One Drugs[] row: the product priced at one pharmacy (docs/API.md, "FindDrugs"). */
export function locatedDrug(
  product: DrugProduct,
  pharmacy: Pharmacy,
  distanceMiles: number | null,
  options: RowOptions,
): LocatedDrug {
  const brand = options.brandEquivalent;
  const brandCeilingUsd = brand
    ? quotePrice({ pharmacy, product: brand, quantity: options.quantity, ucOverrideUsd: null })
        .priceUsd
    : null;
  const quote = quotePrice({
    pharmacy,
    product,
    quantity: options.quantity,
    ucOverrideUsd: options.ucOverrideUsd,
    brandCeilingUsd,
  });
  return {
    pharmacy: locatedPharmacy(pharmacy, distanceMiles, options.listingAsOf(pharmacy.source)),
    drug: options.priceOnly
      ? { ndc: product.ndc, qty: options.quantity, ln: product.ln }
      : drugDetail(product, options),
    pricing: {
      price: quote.priceUsd,
      priceBasis: quote.basis,
      ucPrice: quote.ucPriceUsd,
      awpPrice: quote.awpPriceUsd,
      macPrice: quote.macPriceUsd,
      svcPharmacyCategory: pharmacy.category,
      isEstimate: true,
      costBasisAsOf: product.nadacAsOfDate,
    },
  };
}

/**
 * A pharmacy known only to its ZIP is some distance from the ZIP's centre: its distance is given
 * in whole miles (at least 1), never to the hundredth. One placed at its registry geocode is
 * typically within a few hundred metres of it: a tenth of a mile (at least 0.1).
 */
function distanceOf(pharmacy: Pharmacy, distanceMiles: number | null): number | null {
  if (distanceMiles === null) return null;
  if (pharmacy.locationPrecision === 'zip') return Math.max(1, Math.round(distanceMiles));
  if (pharmacy.locationPrecision === 'approximate') {
    return Math.max(0.1, Math.round(distanceMiles * 10) / 10);
  }
  return round2(distanceMiles);
}

/** The dataset's pharmacy as FindDrugs lists it, `distanceMiles` from the search point. */
export function locatedPharmacy(
  pharmacy: Pharmacy,
  distanceMiles: number | null,
  listingAsOf: string | null,
): LocatedPharmacy {
  return {
    id: pharmacy.id,
    ncpdp: pharmacy.ncpdp,
    npi: pharmacy.npi,
    chainCode: pharmacy.chainCode,
    pharmacyName: pharmacy.name,
    address: pharmacy.address,
    city: pharmacy.city,
    state: pharmacy.state,
    zip: pharmacy.zip9,
    phone: pharmacy.phone,
    latitude: pharmacy.latitude,
    longitude: pharmacy.longitude,
    distance: distanceOf(pharmacy, distanceMiles),
    locationPrecision: pharmacy.locationPrecision,
    listingAsOf,
    confirmedAsOf: pharmacy.confirmedAsOf,
    hoursOfOperation: pharmacy.hours,
    hoursKind: pharmacy.hoursKind,
  };
}

function drugDetail(product: DrugProduct, options: RowOptions): LocatedDrugDetail {
  const detail: LocatedDrugDetail = {
    ndc: product.ndc,
    gsn: product.gsn,
    ln: product.ln,
    qty: options.quantity,
    quantityLabel: product.quantityLabel,
    brandGeneric: product.brandGeneric,
  };
  if (!options.includeDrugInfo) return detail;
  return {
    ...detail,
    genericName: product.genericName,
    brandName: product.brandName,
    description: describe(product),
    isDiscontinued: product.isDiscontinued,
    discontinuedDate: product.discontinuedDate,
  };
}

function describe(product: DrugProduct): string {
  const what = [
    product.brandName ?? product.genericName,
    product.strength,
    product.form.toLowerCase(),
  ]
    .filter(Boolean)
    .join(' ');
  const kind = product.brandGeneric === 'B' ? `brand of ${product.genericName}` : 'generic';
  const schedule = product.deaSchedule ? `, DEA schedule ${product.deaSchedule}` : '';
  const otc = product.otc ? ', over the counter' : '';
  return `${what} (${kind}${schedule}${otc}). Estimated price modelled from the CMS NADAC unit cost of ${product.nadacAsOfDate}.`;
}

/**
 * The brand a generic is priced against: the family's brand of the same form, strength and
 * pricing unit with the lowest cost (dapagliflozin 10 mg tablets → Farxiga 10 mg); null for a
 * brand or a generic whose brand NADAC does not price.
 */
export function brandEquivalentOf(
  product: DrugProduct,
  family: readonly DrugProduct[],
): DrugProduct | null {
  if (product.brandGeneric !== 'G') return null;
  const brands = family.filter(
    (p) =>
      p.brandGeneric === 'B' &&
      p.form === product.form &&
      p.strength === product.strength &&
      p.pricingUnit === product.pricingUnit,
  );
  return brands.reduce<DrugProduct | null>(
    (best, p) => (!best || p.nadacPerUnitUsd < best.nadacPerUnitUsd ? p : best),
    null,
  );
}

/** The contract's order, then our pharmacy id, so equal rows always list the same way. */
export function compareRowsById(sortBy: SortBy): (a: LocatedDrug, b: LocatedDrug) => number {
  const compare = compareRows(sortBy);
  return (a, b) => compare(a, b) || a.pharmacy.id.localeCompare(b.pharmacy.id);
}
