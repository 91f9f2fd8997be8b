// The grocery chains and the 2026 registry check, seen through the FindDrugs route handler with
// real Requests (issue 30): which chains a search near the Chicago Loop offers, Publix in Florida
// listed at its registry point, and confirmedAsOf on the chain stores the registry lists.
import { describe, expect, it } from 'vitest';
import type { FindDrugsAnswer, LocatedDrug } from '@/lib/domain/api/find-drugs';
import { apiHeaders } from '@/test-support/api-auth';
import { GET } from './route';

const auth = await apiHeaders('G1');

async function rows(query: string): Promise<LocatedDrug[]> {
  const response = await GET(
    new Request(`http://localhost/gateway/Drug/FindDrugs?groupID=G1&${query}`, { headers: auth }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as FindDrugsAnswer).Drugs;
}

const chainsWithin = (drugs: readonly LocatedDrug[], miles: number) =>
  [
    ...new Set(
      drugs
        .filter((row) => (row.pharmacy.distance ?? Infinity) <= miles)
        .flatMap((row) => (row.pharmacy.chainCode ? [row.pharmacy.chainCode] : [])),
    ),
  ].sort();

describe('FindDrugs near the Chicago Loop (60601)', () => {
  it('offers every chain the CMS 2026 registry has within 2 miles, and four within 2.5', async () => {
    const drugs = await rows('Zip=60601&DrugName=lisinopril&NumPharm=100');
    // The registry's pharmacy storefronts within 2 miles are Walgreens', CVS's and Jewel-Osco's.
    expect(chainsWithin(drugs, 2)).toEqual(['CVS', 'JEWEL', 'WAG']);
    expect(chainsWithin(drugs, 2.5)).toEqual(['CVS', 'JEWEL', 'MARIANOS', 'WAG']);
    // One price per chain there (pricing per chain and state), so the four are four choices.
    const prices = new Set(
      drugs
        .filter((row) => (row.pharmacy.distance ?? Infinity) <= 2.5)
        .map((row) => `${row.pharmacy.chainCode}:${row.pricing.price}`),
    );
    expect(prices.size).toBe(4);
  });

  it('says the registry still lists each of those chain stores', async () => {
    const drugs = await rows('Zip=60601&DrugName=lisinopril&NumPharm=40');
    for (const { pharmacy } of drugs.filter((row) => row.pharmacy.chainCode)) {
      expect(pharmacy.confirmedAsOf, pharmacy.pharmacyName).toBe('2026-05-31');
    }
  });
});

describe('FindDrugs in Florida', () => {
  it('lists Publix at its registry point: no street address, approximate, never pinned', async () => {
    const drugs = await rows('Zip=33130&DrugName=lisinopril&NumPharm=30');
    const publix = drugs.filter((row) => row.pharmacy.chainCode === 'PUBLIX');
    expect(publix.length).toBeGreaterThan(0);
    for (const { pharmacy, pricing } of publix) {
      expect(pharmacy).toMatchObject({
        pharmacyName: 'Publix Pharmacy',
        address: '',
        phone: null,
        locationPrecision: 'approximate',
        confirmedAsOf: '2026-05-31',
        listingAsOf: '2026-05-31',
      });
      // Approximate: a tenth of a mile, never the hundredth a pinned store gets.
      expect(Math.round((pharmacy.distance ?? 0) * 10) / 10).toBe(pharmacy.distance);
      expect(pharmacy.zip).toMatch(/^\d{5}0000$/);
      expect(pricing.svcPharmacyCategory).toBe(2);
    }
  });

  it('gives no confirmation date to independents', async () => {
    const drugs = await rows('Zip=33130&DrugName=lisinopril&NumPharm=60');
    const independents = drugs.filter((row) => row.pricing.svcPharmacyCategory === 0);
    expect(independents.length).toBeGreaterThan(0);
    for (const row of independents) expect(row.pharmacy.confirmedAsOf).toBeNull();
  });
});
