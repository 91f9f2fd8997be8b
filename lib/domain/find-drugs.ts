import type { PharmacyCategory } from './dataset-schema';
import type { ListingCoverage } from './coverage-note';
import type { SearchOrigin } from './location';
import type { PriceBasis } from './pricing/quote';

/** What a provider finds (CONTRACT §3): five arrays, always present. */
export interface FindDrugsResponse {
  Drugs: LocatedDrug[];
  Forms: LocatedDrugForm[];
  Names: LocatedDrugName[];
  Quantities: LocatedDrugQuantity[];
  Strengths: LocatedDrugStrength[];
}

/**
 * The FindDrugs 200 body: the five arrays and, as an extension, the point distances were
 * measured from (null for a pharmacy-id-only search), so a page need not geocode again.
 */
export interface FindDrugsAnswer extends FindDrugsResponse {
  Origin: SearchOrigin | null;
  /** Extension: the kinds of pharmacy the source does not list near here; null when it lists all. */
  Coverage: ListingCoverage | null;
}

export interface LocatedPharmacy {
  /** Our own id, stable across restarts and rebuilds. */
  id: string;
  /** Never invented: null when the source has none. */
  ncpdp: string | null;
  npi: string | null;
  chainCode: string | null;
  pharmacyName: string;
  address: string;
  city: string;
  state: string;
  /** 9 digits, "0000" as the +4 when unknown. */
  zip: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  /** Miles from the search location, 2 decimals; null for a pharmacy-id-only search. */
  distance: number | null;
  /** OpenStreetMap opening_hours syntax. */
  hoursOfOperation: string | null;
  /**
   * Extension: whose hours `hoursOfOperation` are, the pharmacy counter's or the whole store's
   * (the counter may close earlier); null when there are none.
   */
  hoursKind: 'pharmacy' | 'store' | null;
}

/** Drug fields present only with IncludeDrugInfo=true. */
export interface DrugInfo {
  genericName: string;
  brandName: string | null;
  description: string;
  isDiscontinued: boolean;
  discontinuedDate: string | null;
}

export interface LocatedDrugDetail extends Partial<DrugInfo> {
  ndc: string;
  gsn: string | null;
  ln: string;
  qty: number;
  quantityLabel: string;
  brandGeneric: 'B' | 'G' | 'A';
}

/** With PriceOnly=true the drug carries only these. */
export type LocatedDrugPriceOnly = Pick<LocatedDrugDetail, 'ndc' | 'qty' | 'ln'>;

export interface LocatedPricing {
  price: number;
  priceBasis: PriceBasis;
  ucPrice: number | null;
  awpPrice: number | null;
  macPrice: number | null;
  svcPharmacyCategory: PharmacyCategory;
  /** Extension: true when the price is modelled (embedded dataset), false for an upstream's quote. */
  isEstimate: boolean;
  /** Extension: as-of date of the NADAC unit cost an estimate is built on; null for a quote. */
  costBasisAsOf: string | null;
}

export interface LocatedDrug {
  pharmacy: LocatedPharmacy;
  drug: LocatedDrugDetail | LocatedDrugPriceOnly;
  pricing: LocatedPricing;
}

export interface LocatedDrugForm {
  form: string;
  gsn: string | null;
  isSelected: boolean;
  ranking: number;
}

export interface LocatedDrugName {
  drugName: string;
  brandGeneric: 'B' | 'G';
  isSelected: boolean;
}

export interface LocatedDrugQuantity {
  qty: number;
  quantityLabel: string;
  gsn: string | null;
  isSelected: boolean;
  ranking: number;
}

export interface LocatedDrugStrength {
  strength: string;
  gsn: string | null;
  isSelected: boolean;
  ranking: number;
}

/** Autocomplete body, in the shape the real gateway uses. */
export interface AutocompleteResponse {
  drugNames: Array<{ drugName: string }>;
}
