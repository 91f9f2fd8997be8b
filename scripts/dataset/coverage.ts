import type { CoverageKind, StateCoverage } from '../../lib/domain/place/coverage';
import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { companyOf } from './chains';

/**
 * Independents are said to be missing where the list holds fewer than half of the independent
 * community pharmacies CMS NPPES counts in the state (an upper bound: NPPES keeps some closed
 * ones), or, without that count, under 5% of the state's list.
 */
const MIN_SHARE_OF_NPPES_INDEPENDENTS = 0.5;
const MIN_INDEPENDENT_SHARE = 0.05;

const kindOf = (p: Pharmacy): CoverageKind | null => {
  if (p.chain === 'CVS') return 'CVS';
  if (p.chain === 'Costco') return 'Costco';
  if (p.chain && companyOf(p.chain) === 'kroger') return 'Kroger-family stores';
  // Franchises of independently owned stores (Medicine Shoppe, Health Mart, Good Neighbor
  // Pharmacy) count as independents; Kaiser's are a health system's (data/README.md).
  if (p.category === 0 && p.chain !== 'Kaiser Permanente') return 'independent pharmacies';
  return null;
};

/**
 * Per state: how many pharmacies of each kind are listed, and which kinds are missing.
 * `nppesIndependents` counts the NPPES independent pharmacies per state.
 */
export function buildCoverage(
  pharmacies: readonly Pharmacy[],
  nppesIndependents: ReadonlyMap<string, number> = new Map(),
): Record<string, StateCoverage> {
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
  for (const [code, state] of states) {
    const expected = nppesIndependents.get(code);
    const listed = state.counts['independent pharmacies'];
    state.notListed = (Object.keys(state.counts) as CoverageKind[]).filter((kind) => {
      if (kind !== 'independent pharmacies') return state.counts[kind] === 0;
      return expected
        ? listed < expected * MIN_SHARE_OF_NPPES_INDEPENDENTS
        : listed < state.pharmacies * MIN_INDEPENDENT_SHARE;
    });
  }
  return Object.fromEntries([...states.entries()].sort((a, b) => a[0].localeCompare(b[0])));
}
