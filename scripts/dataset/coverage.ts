import type { CoverageKind, StateCoverage } from '../../lib/domain/coverage';
import type { Pharmacy } from '../../lib/domain/dataset-schema';

/** Kroger's banners in the pharmacy data (the chain table's Kroger family). */
const KROGER_FAMILY = new Set(['Kroger', 'Ralphs', 'Fred Meyer']);

/** Independent-pharmacy share below which a state's list is said to miss them. */
const MIN_INDEPENDENT_SHARE = 0.05;

const kindOf = (p: Pharmacy): CoverageKind | null => {
  if (p.chain === 'CVS') return 'CVS';
  if (p.chain === 'Costco') return 'Costco';
  if (p.chain && KROGER_FAMILY.has(p.chain)) return 'Kroger-family stores';
  // Franchises of independently owned stores count as independents (data/README.md).
  if (!p.chain || p.chain === 'Medicine Shoppe' || p.chain === 'Health Mart') {
    return 'independent pharmacies';
  }
  return null;
};

/** Per state: how many pharmacies of each kind are listed, and which kinds are missing. */
export function buildCoverage(pharmacies: readonly Pharmacy[]): Record<string, StateCoverage> {
  const states = new Map<string, StateCoverage>();
  for (const p of pharmacies) {
    const state = states.get(p.state) ?? {
      pharmacies: 0,
      counts: {
        CVS: 0,
        Costco: 0,
        'Kroger-family stores': 0,
        'independent pharmacies': 0,
      },
      notListed: [],
    };
    state.pharmacies += 1;
    const kind = kindOf(p);
    if (kind) state.counts[kind] += 1;
    states.set(p.state, state);
  }
  for (const state of states.values()) {
    state.notListed = (Object.keys(state.counts) as CoverageKind[]).filter((kind) =>
      kind === 'independent pharmacies'
        ? state.counts[kind] < state.pharmacies * MIN_INDEPENDENT_SHARE
        : state.counts[kind] === 0,
    );
  }
  return Object.fromEntries([...states.entries()].sort((a, b) => a[0].localeCompare(b[0])));
}
