import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { checkedCompanyOf, cityKey, type RegistryMatch } from './registry-check';
import { cleanPhone } from './phone';

type CsvRow = Record<string, string>;

/** How many stores known to be open were confirmed, by how far their registry point lay. */
export interface RadiusEvidence {
  company: string;
  /** Listed stores of the company that New York's Medicaid list of October 2025 names. */
  knownOpen: number;
  within300m: number;
  within1km: number;
  /** Confirmed at all: within 1 km, or by the same-city pass (registry-check.ts). */
  confirmed: number;
  /** Listed stores the Medicaid list does not name (most of them closed since their listing). */
  notOnList: number;
  notOnListConfirmed: number;
}

const streetKey = (address: string, city: string) =>
  `${/^\s*\d+/.exec(address)?.[0]?.trim() ?? ''} ${
    address
      .toLowerCase()
      .replace(/^\s*\d+\s*/, '')
      .split(/\s+/)[0] ?? ''
  }|${cityKey(city, 'NY')}`;

/**
 * The evidence for the match radii: New York's Medicaid list of October 2025 names nearly every
 * retail pharmacy open there (data/README.md), so a listed New York chain store whose phone, or
 * house number and street, it names was open half a year before the registry release. How many
 * of those the check confirms, and at which distance, says how many open stores it would wrongly
 * drop; how many of the stores it does not name are confirmed says how many closed ones it keeps.
 */
export function radiusEvidence(
  listed: readonly Pharmacy[],
  matches: ReadonlyMap<string, RegistryMatch>,
  nyMedicaid: readonly CsvRow[],
): RadiusEvidence[] {
  const phones = new Set(nyMedicaid.flatMap((row) => cleanPhone(row.Phone ?? '') ?? []));
  const streets = new Set(
    nyMedicaid.map((row) =>
      streetKey(row.Address ?? '', (row['City, State'] ?? '').split(',')[0] ?? ''),
    ),
  );
  const byCompany = new Map<string, RadiusEvidence>();
  for (const p of listed) {
    const company = checkedCompanyOf(p);
    if (p.state !== 'NY' || !company) continue;
    const row = byCompany.get(company) ?? {
      company,
      knownOpen: 0,
      within300m: 0,
      within1km: 0,
      confirmed: 0,
      notOnList: 0,
      notOnListConfirmed: 0,
    };
    const match = matches.get(p.id);
    if ((p.phone && phones.has(p.phone)) || streets.has(streetKey(p.address, p.city))) {
      row.knownOpen += 1;
      if (match && match.km <= 0.3) row.within300m += 1;
      if (match && match.pass !== 'same-city') row.within1km += 1;
      if (match) row.confirmed += 1;
    } else {
      row.notOnList += 1;
      if (match) row.notOnListConfirmed += 1;
    }
    byCompany.set(company, row);
  }
  return [...byCompany.values()]
    .filter((row) => row.knownOpen > 0)
    .sort((a, b) => b.knownOpen - a.knownOpen);
}
