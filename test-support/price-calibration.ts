import type { FindDrugsResponse, LocatedDrugDetail } from '@/lib/domain/api/find-drugs';
import { CHAIN_TERMS } from '@/lib/domain/pricing/chain-terms';
import type { PriceBasis } from '@/lib/domain/pricing/quote';
import { pricingRegion } from '@/lib/domain/pricing/store-terms';

/**
 * Measures the modelled prices through the FindDrugs API against the public anchors
 * (data/README.md, "Calibration"). Shared by the calibration test and scripts/calibration-table.ts.
 */

/** Dense and sparse pharmacy markets across the country. */
export const CALIBRATION_ZIPS = [
  '94110',
  '10001',
  '60614',
  '77002',
  '30303',
  '98101',
  '85004',
  '33101',
] as const;
/** Among the most prescribed generics (ClinCalc Top 300). */
const COMMON_GENERICS = [
  'atorvastatin',
  'lisinopril',
  'metformin',
  'amlodipine',
  'levothyroxine',
  'omeprazole',
  'sertraline',
  'gabapentin',
  'losartan',
  'simvastatin',
] as const;
/** Widely used brands (Xarelto and Lipitor have generics in our data too). */
const COMMON_BRANDS = ['Eliquis', 'Xarelto', 'Januvia', 'Jardiance', 'Lipitor'] as const;
/** Generics are measured at 30 tablets or capsules; brands at their usual quantity. */
const GENERIC_QUANTITY = 30;
/** NumPharm of every measured search (the API default). */
export const NEARBY_PHARMACIES = 25;

/** Targets of the model, as ratios to the Cost Plus formula (generics) or to cost (brands). */
export const TARGETS = {
  genericMedianOverCostPlus: { min: 1, max: 5 },
  genericMinOverCostPlus: 0.6,
  /** Every chain market (company × state) among the 25 quotes one price. */
  pricesPerChainMarket: 1,
  /**
   * Where two companies or more are among the 25, the dearest over the cheapest at least … (a
   * downtown served only by chains, one price each, spreads less than one with independents) …
   */
  genericSpread: 1.15,
  /** … and over all searches, at least this in the median (2 × within a few miles is common). */
  genericMedianSpread: 1.5,
  /** Brand prices lie in [cost, cost × 1.4 + $25]. */
  brandMaxOverCost: 1.4,
  brandMaxAddUsd: 25,
} as const;

/** Cost Plus Drugs' published price: acquisition cost × 1.15 + a $5 pharmacy fee (shipping aside). */
function costPlusUsd(costUsd: number): number {
  return costUsd * 1.15 + 5;
}

/** One drug near one ZIP: the product's cost and the 25 nearest pharmacies' prices and bases. */
export interface Measurement {
  drugName: string;
  zip: string;
  brandGeneric: 'B' | 'G';
  ln: string;
  quantity: number;
  costUsd: number;
  costPlusUsd: number;
  /** Ascending. */
  pricesUsd: number[];
  bases: PriceBasis[];
  /** The U&C each price was compared with, in the same order. */
  ucPricesUsd: number[];
  chainCodes: Array<string | null>;
  /** Who set each price: a chain's market ("cvs|NY"), or the independent store's id. */
  priceSetters: string[];
  medianUsd: number;
  distinctPrices: number;
  /** Dearest over cheapest. */
  spread: number;
}

/** Calls FindDrugs with a query string and returns the 200 body. */
export type FindDrugsCall = (query: string) => Promise<FindDrugsResponse>;

/** Prices one drug near one ZIP through the API; `nadacPerUnitUsd` looks the cost up by NDC. */
async function measure(
  call: FindDrugsCall,
  nadacPerUnitUsd: (ndc: string) => number,
  drugName: string,
  zip: string,
  brandGeneric: 'B' | 'G',
): Promise<Measurement> {
  const quantity = brandGeneric === 'G' ? `&Qty=${GENERIC_QUANTITY}` : '';
  const body = await call(
    `groupID=G1&Zip=${zip}&DrugName=${encodeURIComponent(drugName)}&BrandIndicator=${brandGeneric}` +
      `&NumPharm=${NEARBY_PHARMACIES}${quantity}`,
  );
  const first = body.Drugs[0]?.drug as LocatedDrugDetail | undefined;
  if (!first) throw new Error(`${drugName} near ${zip}: no rows`);
  const rows = [...body.Drugs].sort((a, b) => a.pricing.price - b.pricing.price);
  const pricesUsd = rows.map((row) => row.pricing.price);
  const costUsd = nadacPerUnitUsd(first.ndc) * first.qty;
  return {
    drugName,
    zip,
    brandGeneric,
    ln: first.ln,
    quantity: first.qty,
    costUsd,
    costPlusUsd: costPlusUsd(costUsd),
    pricesUsd,
    bases: rows.map((row) => row.pricing.priceBasis),
    ucPricesUsd: rows.map((row) => row.pricing.ucPrice ?? Number.NaN),
    chainCodes: rows.map((row) => row.pharmacy.chainCode),
    priceSetters: rows.map((row) => priceSetterOf(row.pharmacy, row.pricing.svcPharmacyCategory)),
    medianUsd: median(pricesUsd),
    distinctPrices: new Set(pricesUsd).size,
    spread: (pricesUsd.at(-1) ?? 0) / (pricesUsd[0] ?? 1),
  };
}

/** A chain's market (company and pricing region), or the independent pharmacy itself. */
function priceSetterOf(
  pharmacy: { id: string; chainCode: string | null; state: string },
  category: number,
): string {
  const company = category === 0 ? undefined : CHAIN_TERMS[pharmacy.chainCode ?? '']?.company;
  return company ? `${company}|${pricingRegion(pharmacy)}` : pharmacy.id;
}

/** How many companies (chains, each independent on its own) priced the measurement. */
export function companiesOf(m: Measurement): number {
  return new Set(m.priceSetters.map((setter) => setter.split('|')[0])).size;
}

/** The most distinct prices one chain market quoted among the measurement's pharmacies. */
export function pricesPerChainMarket(m: Measurement): number {
  const prices = new Map<string, Set<number>>();
  m.priceSetters.forEach((setter, i) => {
    if (!setter.includes('|')) return;
    prices.set(setter, (prices.get(setter) ?? new Set()).add(m.pricesUsd[i] ?? Number.NaN));
  });
  return Math.max(0, ...[...prices.values()].map((set) => set.size));
}

/** Every common generic and brand near every calibration ZIP. */
export async function measureAll(
  call: FindDrugsCall,
  nadacPerUnitUsd: (ndc: string) => number,
  zips: readonly string[] = CALIBRATION_ZIPS,
): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (const zip of zips) {
    for (const name of COMMON_GENERICS)
      measurements.push(await measure(call, nadacPerUnitUsd, name, zip, 'G'));
    for (const name of COMMON_BRANDS)
      measurements.push(await measure(call, nadacPerUnitUsd, name, zip, 'B'));
  }
  return measurements;
}

/** The figures the targets speak of, over a set of measurements. */
export function summarize(measurements: readonly Measurement[]) {
  const generics = measurements.filter((m) => m.brandGeneric === 'G');
  const brands = measurements.filter((m) => m.brandGeneric === 'B');
  const genericBases = generics.flatMap((m) => m.bases);
  const share = (basis: PriceBasis) =>
    genericBases.filter((b) => b === basis).length / Math.max(1, genericBases.length);
  const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });
  return {
    genericMedianOverCostPlus: range(generics.map((m) => m.medianUsd / m.costPlusUsd)),
    genericMinOverCostPlus: Math.min(...generics.map((m) => (m.pricesUsd[0] ?? 0) / m.costPlusUsd)),
    genericDistinctPrices: range(generics.map((m) => m.distinctPrices)),
    genericSpread: range(generics.map((m) => m.spread)),
    genericMedianSpread: median(generics.map((m) => m.spread).sort((a, b) => a - b)),
    pricesPerChainMarket: Math.max(...measurements.map(pricesPerChainMarket)),
    brandOverCost: range(brands.flatMap((m) => m.pricesUsd.map((p) => p / m.costUsd))),
    brandMaxOverCap: Math.max(
      ...brands.flatMap((m) =>
        m.pricesUsd.map((p) => p / (m.costUsd * TARGETS.brandMaxOverCost + TARGETS.brandMaxAddUsd)),
      ),
    ),
    genericBasisShare: { 'U&C': share('U&C'), AWP: share('AWP'), MAC: share('MAC') },
    /** Share of generic quotes whose U&C is at least twice the price paid. */
    genericUcTwiceThePrice:
      generics.flatMap((m) => m.pricesUsd.filter((p, i) => (m.ucPricesUsd[i] ?? 0) >= 2 * p))
        .length / Math.max(1, genericBases.length),
    genericQuotes: genericBases.length,
  };
}

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
