import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { LISTING_SOURCES } from './listing-sources';

/** Fields written only when they differ from what the loader fills in for a missing one. */
const DEFAULTS: Partial<Record<keyof Pharmacy, unknown>> = {
  chain: null,
  chainCode: null,
  phone: null,
  hours: null,
  hoursKind: null,
  npi: null,
  ncpdp: null,
  locationPrecision: 'address',
  confirmedAsOf: null,
};

/** One pharmacy as written: null and default fields left out (the schema fills them back). */
function compactRow(p: Pharmacy): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(p).filter(([key, value]) => DEFAULTS[key as keyof Pharmacy] !== value),
  );
}

/**
 * pharmacies.json: the sources table (each listing's as-of date) and one pharmacy per line, so
 * rebuild diffs stay readable while ~30,000 rows stay compact.
 */
export function pharmaciesFileText(builtFrom: string, pharmacies: readonly Pharmacy[]): string {
  const used = [...new Set(pharmacies.map((p) => p.source))].sort();
  const sources = Object.fromEntries(
    used.map((source) => {
      const listing = LISTING_SOURCES[source];
      if (!listing) throw new Error(`Source ${source} has no entry in listing-sources.ts`);
      return [source, listing];
    }),
  );
  const rows = pharmacies.map((p) => JSON.stringify(compactRow(p))).join(',\n');
  return `{"builtFrom":${JSON.stringify(builtFrom)},"sources":${JSON.stringify(sources)},"pharmacies":[\n${rows}\n]}\n`;
}
