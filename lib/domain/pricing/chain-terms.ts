/**
 * Each chain's modelled discount-card contract and cash-price policy, keyed by our `chainCode`
 * (scripts/dataset/pharmacies.ts). Real contracts are confidential: the figures sit inside the
 * public ranges documented in data/README.md ("Modelled prices"), and their order between chains
 * follows each chain's public reputation (Costco and Walmart cheap for cash, Walgreens and CVS
 * dear). Banners of one company share its contract. Stores vary around these (store-terms.ts).
 */

/** How a pharmacy sets its cash (U&C) price. */
interface CashPolicy {
  /** Generic U&C = max(minimumUsd, cost × genericMarkup + feeUsd). */
  genericMarkup: number;
  feeUsd: number;
  minimumUsd: number;
  /** Brand U&C = AWP × brandAwpFactor + feeUsd. */
  brandAwpFactor: number;
}

/** Which $4 / $10 value-generic list a chain runs (value-list.ts); banners share their owner's. */
export type ValueListId = 'walmart' | 'kroger' | 'heb';

/** A pharmacy's discount-card contract (lesser of AWP − discount, MAC, U&C) and cash policy. */
export interface ContractTerms {
  /** The company whose stores share these terms (banners of one owner share one). */
  company: string;
  /** Per-claim fee in the discount price, USD (the pharmacy's dispensing fee and the card's share). */
  dispensingFeeUsd: number;
  /** Generic MAC as a multiple of NADAC (1.5 = NADAC + 50 %). Brands have no MAC. */
  macMarkup: number;
  /** Discount off AWP as a fraction (0.81 = AWP − 81 %). */
  awpDiscountGeneric: number;
  awpDiscountBrand: number;
  cash: CashPolicy;
  valueList: ValueListId | null;
}

const terms = (
  company: string,
  dispensingFeeUsd: number,
  macMarkup: number,
  awpDiscountGeneric: number,
  awpDiscountBrand: number,
  cash: CashPolicy,
  valueList: ValueListId | null = null,
): ContractTerms => ({
  company,
  dispensingFeeUsd,
  macMarkup,
  awpDiscountGeneric,
  awpDiscountBrand,
  cash,
  valueList,
});

const cash = (
  genericMarkup: number,
  feeUsd: number,
  minimumUsd: number,
  brandAwpFactor: number,
): CashPolicy => ({ genericMarkup, feeUsd, minimumUsd, brandAwpFactor });

// Companies first, then banners pointing at them.
const WALGREENS = terms('walgreens', 11, 1.6, 0.81, 0.15, cash(10, 30, 34.99, 1.08));
const CVS = terms('cvs', 10.5, 1.7, 0.8, 0.155, cash(9, 28, 32.99, 1.06));
const WALMART = terms('walmart', 6.5, 1.3, 0.82, 0.17, cash(4, 8, 9, 1), 'walmart');
const SAMS_CLUB = terms('sams', 6, 1.25, 0.82, 0.17, cash(3.5, 7, 8, 0.98), 'walmart');
const COSTCO = terms('costco', 5.5, 1.25, 0.83, 0.175, cash(1.6, 6, 5, 0.95));
const GENOA = terms('genoa', 10, 1.6, 0.8, 0.15, cash(6, 15, 19.99, 1.05));
// Regional drugstore chains: mid-priced cash, a fee between the grocers' and the big two's.
const THRIFTY_WHITE = terms('thriftywhite', 9.5, 1.5, 0.8, 0.155, cash(5, 12, 14.99, 1.04));
const DISCOUNT_DRUG_MART = terms('ddm', 8.5, 1.45, 0.81, 0.16, cash(4, 9, 11.99, 1.03));
const ALBERTSONS = terms('albertsons', 9, 1.5, 0.8, 0.16, cash(3, 7, 9.99, 1.03));
const KROGER = terms('kroger', 8, 1.45, 0.815, 0.165, cash(3.5, 7, 9.99, 1.02), 'kroger');
const HEB = terms('heb', 7.5, 1.4, 0.815, 0.165, cash(3, 6, 8.99, 1), 'heb');
const HYVEE = terms('hyvee', 8.5, 1.45, 0.81, 0.16, cash(3.5, 7, 9.99, 1.02));
const RALEYS = terms('raleys', 9.5, 1.55, 0.8, 0.155, cash(4, 8, 10.99, 1.04));
const SAVE_MART = terms('savemart', 9.5, 1.5, 0.8, 0.155, cash(4, 8, 10.49, 1.04));
// Grocers added with the 2026 registry (issue 30): terms inside the grocers' range, no value list.
const PUBLIX = terms('publix', 8.5, 1.45, 0.81, 0.16, cash(3.5, 7, 9.99, 1.02));
const MEIJER = terms('meijer', 8, 1.45, 0.815, 0.165, cash(3.5, 7, 9.49, 1.02));
const WEGMANS = terms('wegmans', 8.5, 1.45, 0.81, 0.16, cash(3.5, 7.5, 9.99, 1.02));
const GIANT_EAGLE = terms('gianteagle', 9, 1.5, 0.8, 0.16, cash(3.5, 7.5, 10.49, 1.03));

/** Kroger's banners (scripts/dataset/chains.ts): one company, one contract, one value list. */
const KROGER_BANNERS = [
  'KROGER',
  'RALPHS',
  'FREDM',
  'HARRIST',
  'SMITHS',
  'FRYS',
  'KINGSOOP',
  'DILLONS',
  'QFC',
  'PICKNSAV',
  'MARIANOS',
  'CITYMKT',
  'METROMKT',
  'JAYC',
  'BAKERS',
  'PAYLESS',
  'GERBES',
] as const;

const ALBERTSONS_BANNERS = [
  'SWY',
  'ABS',
  'ABSM',
  'JEWEL',
  'VONS',
  'ACME',
  'TOMT',
  'SHAWS',
  'RAND',
  'MKTST',
  'UNITED',
  'AMIGOS',
  'PAV',
  'HAGGEN',
  'CARRS',
  'STAR',
  'PAKNS',
  'SAVON',
] as const;

/**
 * Chain terms by chainCode. Category-0 banners (Kaiser, Medicine Shoppe, Health Mart) and codes
 * not listed here are priced as independents, store by store (store-terms.ts).
 */
export const CHAIN_TERMS: Readonly<Record<string, ContractTerms>> = {
  WAG: WALGREENS,
  CVS,
  WMT: WALMART,
  SAMS: SAMS_CLUB,
  COST: COSTCO,
  GENOA,
  THRWHT: THRIFTY_WHITE,
  DDM: DISCOUNT_DRUG_MART,
  ...Object.fromEntries(ALBERTSONS_BANNERS.map((code) => [code, ALBERTSONS])),
  ...Object.fromEntries(KROGER_BANNERS.map((code) => [code, KROGER])),
  HEB,
  HYVEE,
  RALEYS,
  SAVMRT: SAVE_MART,
  LUCKY: SAVE_MART,
  PUBLIX,
  MEIJER,
  WEGMANS,
  GIANTEGL: GIANT_EAGLE,
};
