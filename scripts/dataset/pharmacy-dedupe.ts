import type { Pharmacy } from '../../lib/domain/dataset-schema';

/** Chains whose store numbers are unique company-wide ("Walgreens #4231" is one store). */
const NUMBERED_CHAINS = new Set(['Walgreens', 'CVS']);

/** Banners of one company count as one chain when two sources name the same store differently. */
const CHAIN_FAMILIES: Readonly<Record<string, string>> = Object.fromEntries(
  [
    [
      'albertsons',
      'Albertsons|Albertsons Market|Safeway|Vons|Pavilions|Sav-On|Carrs|Jewel-Osco|ACME|Tom Thumb|' +
        "Shaw's|Star Market|Randalls|Market Street|United Supermarkets|Amigos|Haggen|Pak N Save",
    ],
    ['kroger', 'Kroger|Ralphs|Fred Meyer'],
  ].flatMap(([family, banners]) =>
    (banners ?? '').split('|').map((banner) => [banner, family ?? '']),
  ),
);

/** Sources in order of trust in their positions (VaccinateCA's are sometimes a mile or more off). */
const SOURCE_RANK = (source: string): number => (source === 'vaccinateca' ? 1 : 0);

const STREET_WORDS: Readonly<Record<string, string>> = {
  street: 'st',
  road: 'rd',
  avenue: 'ave',
  boulevard: 'blvd',
  drive: 'dr',
  highway: 'hwy',
  center: 'ctr',
  parkway: 'pkwy',
  lane: 'ln',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

/** "101 W Imperial Highway" and "101 W IMPERIAL HWY." compare equal. */
function addressKey(p: Pharmacy): string {
  const street = p.address
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => STREET_WORDS[word] ?? word)
    .join(' ');
  return `${street}|${p.city.toLowerCase()}|${p.state}`;
}

/** Keys under which two rows are the same store. */
function storeKeys(p: Pharmacy): string[] {
  if (!p.chain) return [];
  const family = CHAIN_FAMILIES[p.chain] ?? p.chain;
  const keys = [`${family}|${addressKey(p)}`];
  const number = /#\s*(\d+)/.exec(p.name)?.[1];
  if (number && NUMBERED_CHAINS.has(p.chain)) keys.push(`${family}|#${Number(number)}`);
  return keys;
}

/**
 * Drops the second listing of a store that two sources name differently (beyond the source
 * build's own de-duplication): same chain and store number, or same chain family and street
 * address. The row from the more precise source stays and gains the other's phone and hours.
 */
export function dedupePharmacies(pharmacies: readonly Pharmacy[]): {
  kept: Pharmacy[];
  dropped: Array<{ dropped: Pharmacy; kept: Pharmacy }>;
} {
  const ordered = [...pharmacies].sort(
    (a, b) => SOURCE_RANK(a.source) - SOURCE_RANK(b.source) || a.id.localeCompare(b.id),
  );
  const byKey = new Map<string, Pharmacy>();
  const kept: Pharmacy[] = [];
  const dropped: Array<{ dropped: Pharmacy; kept: Pharmacy }> = [];
  for (const p of ordered) {
    const keys = storeKeys(p);
    const twin = keys.map((key) => byKey.get(key)).find(Boolean);
    if (twin) {
      twin.phone ??= p.phone;
      if (!twin.hours && p.hours) Object.assign(twin, { hours: p.hours, hoursKind: p.hoursKind });
      dropped.push({ dropped: p, kept: twin });
      continue;
    }
    const copy = { ...p };
    for (const key of keys) byKey.set(key, copy);
    kept.push(copy);
  }
  return { kept, dropped };
}
