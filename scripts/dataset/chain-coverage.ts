import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { checkedCompanyOf } from './registry-check';
import type { RegistryPoint } from './sources/cms-2026';

/** The twelve chains with the most storefronts in the CMS 2026 registry, most first. */
export const TOP_CHAINS: readonly string[] = [
  'cvs',
  'walgreens',
  'walmart',
  'kroger',
  'albertsons',
  'publix',
  'sams',
  'heb',
  'hyvee',
  'meijer',
  'gianteagle',
  'wegmans',
];

/** Where the target applies: a chain with at least this many registry storefronts in a state … */
const MIN_REGISTRY_STOREFRONTS = 20;
/** … should have at least this share of them listed. */
const MIN_LISTED_SHARE = 0.8;

export interface ChainStateCoverage {
  company: string;
  state: string;
  /** Storefronts of the chain in the state in the CMS 2026 registry. */
  registry: number;
  /** Pharmacies of the chain listed in the state. */
  listed: number;
  /** Of those, confirmed by a registry point (`confirmedAsOf`). */
  confirmed: number;
  /** Of those, listed at the registry's point alone, without a street address. */
  pointOnly: number;
}

/** Per chain and state: the registry's storefronts against the listing (sorted by chain, state). */
export function chainCoverage(
  pharmacies: readonly Pharmacy[],
  points: readonly RegistryPoint[],
): ChainStateCoverage[] {
  const cells = new Map<string, ChainStateCoverage>();
  const cell = (company: string, state: string) => {
    const key = `${company}|${state}`;
    const found = cells.get(key) ?? {
      company,
      state,
      registry: 0,
      listed: 0,
      confirmed: 0,
      pointOnly: 0,
    };
    cells.set(key, found);
    return found;
  };
  for (const point of points) if (point.company) cell(point.company, point.state).registry += 1;
  for (const p of pharmacies) {
    const company = checkedCompanyOf(p);
    if (!company) continue;
    const row = cell(company, p.state);
    row.listed += 1;
    if (p.confirmedAsOf) row.confirmed += 1;
    if (!p.address) row.pointOnly += 1;
  }
  return [...cells.values()].sort(
    (a, b) => a.company.localeCompare(b.company) || a.state.localeCompare(b.state),
  );
}

/** The cells where the target applies (a top-12 chain with ≥ 20 registry storefronts in the state). */
export const targetCells = (coverage: readonly ChainStateCoverage[]) =>
  coverage.filter(
    (row) => TOP_CHAINS.includes(row.company) && row.registry >= MIN_REGISTRY_STOREFRONTS,
  );

/** Whether a cell meets the target. */
export const meetsTarget = (row: ChainStateCoverage) =>
  row.listed >= row.registry * MIN_LISTED_SHARE;
