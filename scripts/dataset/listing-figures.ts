import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { chainCoverage, meetsTarget, targetCells, TOP_CHAINS } from './chain-coverage';
import type { ListingReport } from './pharmacy-listing';
import { checkedCompanyOf, CITY_KM, NEAR_KM, ZIP_ROW_CITY_KM } from './registry-check';

/** Sources whose stores are listed only once the registry confirms a pharmacy there. */
const UNFLAGGED_SOURCES = new Set(['kroger-2025']);

type Counted = Pick<Pharmacy, 'chain' | 'category'>;

const countBy = <T>(items: readonly T[], keyOf: (item: T) => string | null) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

const sortedCounts = (counts: ReadonlyMap<string, number>) =>
  [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([key, count]) => `${key} ${count}`)
    .join(', ');

const companyOrIndependent = (p: Counted) => checkedCompanyOf(p) ?? 'independent';

/**
 * What the build prints about the 2026 check and coverage (issue 30): stores dropped as presumed
 * closed per chain, the evidence for the match radii, stores placed on registry points, points
 * listed alone, the chains before and after (`previous`: the pharmacies.json this build replaces),
 * and per state the listed stores of the twelve largest chains against the registry's.
 */
export function registryFigureLines(
  report: ListingReport,
  pharmacies: readonly Pharmacy[],
  previous: readonly Counted[] | null,
): string[] {
  const { check, walgreens, wegmans, pointOnly, evidence } = report.registry;
  const closed = check.presumedClosed.filter((p) => !UNFLAGGED_SOURCES.has(p.source));
  const unconfirmed = check.presumedClosed.filter((p) => UNFLAGGED_SOURCES.has(p.source));
  const lines = [
    `CMS 2026 registry check (same chain within ${NEAR_KM} km, or in the same city within ${CITY_KM} km, ${ZIP_ROW_CITY_KM} km for a row at its ZIP's centre): ${check.matches.size} chain stores confirmed`,
    `  ${closed.length} presumed closed and left out: ${sortedCounts(countBy(closed, (p) => p.chain))}`,
    `  ${unconfirmed.length} Kroger-list stores with no registry pharmacy, not listed: ${sortedCounts(countBy(unconfirmed, (p) => p.chain))}`,
    '  radius evidence, New York chain stores on the Medicaid list of 2025-10 (known open):',
    ...evidence.map(
      (e) =>
        `    ${e.company}: ${e.confirmed} of ${e.knownOpen} confirmed (${e.within300m} within 300 m, ${e.within1km} within ${NEAR_KM} km); of ${e.notOnList} not on the list, ${e.notOnListConfirmed} confirmed`,
    ),
    `  Walgreens 2021-04 list: ${placementLine(walgreens)}`,
    `  Wegmans 2025 list: ${placementLine(wegmans)}`,
    `  Costco: ${report.costco.withPharmacy2022} warehouses with a pharmacy in 2022, ${report.costco.goneBy2025} gone by 2025 (left out), ${report.costco.newIn2025} new in 2025 (pharmacy unknown, left out)`,
    `  registry points listed alone (no street address): ${pointOnly.listed} — ${sortedCounts(
      countBy(
        pharmacies.filter((p) => p.source === 'cms-2026'),
        (p) => p.chain,
      ),
    )}; left out: ${pointOnly.bannerUnknown} of companies with several banners, ${pointOnly.besideListedStore} beside a listed store of the chain, ${pointOnly.cityDisagrees} whose city has no ZIP near the point`,
    '',
    'Pharmacies per chain: before (the replaced pharmacies.json) → after; CMS 2026 registry storefronts:',
    ...beforeAfterLines(pharmacies, previous, report),
    '',
    ...stateLines(pharmacies, report),
  ];
  return lines;
}

function placementLine(r: ListingReport['registry']['walgreens']): string {
  return `${r.stores} stores, ${r.alreadyListed} already listed, ${r.placed} placed on a registry point of their city, ${r.noPoint} without one (not listed)`;
}

function beforeAfterLines(
  pharmacies: readonly Pharmacy[],
  previous: readonly Counted[] | null,
  report: ListingReport,
): string[] {
  const after = countBy(pharmacies, companyOrIndependent);
  const before = previous ? countBy(previous, companyOrIndependent) : new Map<string, number>();
  const registry = countBy(report.registryPoints, (point) => point.company);
  const confirmed = countBy(
    pharmacies.filter((p) => p.confirmedAsOf),
    companyOrIndependent,
  );
  const companies = [...new Set([...after.keys(), ...before.keys()])].sort(
    (a, b) => (after.get(b) ?? 0) - (after.get(a) ?? 0) || a.localeCompare(b),
  );
  const total = (counts: ReadonlyMap<string, number>) =>
    [...counts.values()].reduce((sum, n) => sum + n, 0);
  return [
    '| chain | before | after | confirmed 2026 | registry 2026 |',
    '| --- | --: | --: | --: | --: |',
    ...companies.map(
      (c) =>
        `| ${c} | ${previous ? (before.get(c) ?? 0) : '—'} | ${after.get(c) ?? 0} | ${confirmed.get(c) ?? 0} | ${registry.get(c) ?? '—'} |`,
    ),
    `| all | ${previous ? total(before) : '—'} | ${total(after)} | ${total(confirmed)} | ${report.registryPoints.length} |`,
  ];
}

function stateLines(pharmacies: readonly Pharmacy[], report: ListingReport): string[] {
  const coverage = chainCoverage(pharmacies, report.registryPoints);
  const states = [...new Set(coverage.map((row) => row.state))].sort();
  const cells = targetCells(coverage);
  const missed = cells.filter((row) => !meetsTarget(row));
  return [
    `Per state, listed / CMS 2026 registry storefronts of the twelve largest chains (${TOP_CHAINS.join(', ')}):`,
    ...states.map(
      (state) =>
        `  ${state}: ${coverage
          .filter((row) => row.state === state && TOP_CHAINS.includes(row.company))
          .filter((row) => row.registry > 0 || row.listed > 0)
          .map((row) => `${row.company} ${row.listed}/${row.registry}`)
          .join(', ')}`,
    ),
    `  ≥ 80 % of the registry's storefronts listed in ${cells.length - missed.length} of ${cells.length} (chain, state) pairs with at least 20${
      missed.length > 0
        ? `; below: ${missed.map((row) => `${row.company} ${row.state} ${row.listed}/${row.registry}`).join(', ')}`
        : ''
    }`,
  ];
}
