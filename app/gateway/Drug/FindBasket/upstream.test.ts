import { afterAll, describe, expect, it } from 'vitest';
import type { FindBasketAnswer } from '@/lib/domain/basket/basket';
import type { FindDrugsAnswer, LocatedDrug } from '@/lib/domain/api/find-drugs';
import { container } from '@/lib/server/runtime/container';
import { apiHeaders } from '@/test-support/api-auth';
import { installTestContainer } from '@/test-support/container';
import { upstreamEnvVars } from '@/test-support/upstream';
import { startReferenceUpstream } from '@/test-support/reference-upstream/server';
import { GET as findDrugs } from '../FindDrugs/route';
import { GET } from './route';

// FindBasket with PRICE_SOURCE=upstream against the reference upstream on loopback, which can
// leave prices out ("not available") the way real engines do: the one source of missing items.
const reference = await startReferenceUpstream({ dataset: container().dataset });
afterAll(() => reference.close());
installTestContainer(upstreamEnvVars(reference.url));
const auth = await apiHeaders('G1');

async function get<T>(route: typeof GET, path: string, query: string): Promise<T> {
  const response = await route(new Request(`http://localhost${path}?${query}`, { headers: auth }));
  if (response.status !== 200) throw new Error(`${query} → ${await response.text()}`);
  return (await response.json()) as T;
}
const basket = (query: string) =>
  get<FindBasketAnswer>(GET, '/gateway/Drug/FindBasket', `groupID=G1&${query}`);
const drugs = (query: string) =>
  get<FindDrugsAnswer>(findDrugs, '/gateway/Drug/FindDrugs', `groupID=G1&${query}`);

const items = await Promise.all(
  ['atorvastatin', 'metformin', 'lisinopril'].map(async (name) => {
    const { drug } = (await drugs(`DrugName=${name}&Zip=94110&NumPharm=1`)).Drugs[0] as LocatedDrug;
    return `Item=${drug.ndc}:${drug.qty}`;
  }),
);

describe('FindBasket through the upstream provider', () => {
  it('lists pharmacies lacking a price last, with what they lack', async () => {
    reference.faults.unpricedShare = 0.2;
    try {
      const before = reference.calls.findDrugs;
      const body = await basket(`Zip=94110&${items.join('&')}`);
      expect(reference.calls.findDrugs - before).toBe(3); // one upstream search per item
      expect(body.Pharmacies).toHaveLength(25);
      const firstPartial = body.Pharmacies.findIndex((p) => p.missingItems.length > 0);
      expect(firstPartial).toBeGreaterThan(0);
      const partial = body.Pharmacies.slice(firstPartial);
      expect(partial.every((p) => p.missingItems.length > 0)).toBe(true);
      expect(
        partial.every(
          (p, i) => i === 0 || (partial[i - 1]?.missingItems.length ?? 0) <= p.missingItems.length,
        ),
      ).toBe(true);

      // What each pharmacy lacks is exactly where the upstream had no price for that item.
      const perItem = await Promise.all(
        body.Items.map((i) => drugs(`NDC=${i.ndc}&Qty=${i.qty}&Zip=94110&NumPharm=100`)),
      );
      for (const row of body.Pharmacies) {
        perItem.forEach((answer, index) => {
          const priced = answer.Drugs.some((r) => r.pharmacy.id === row.pharmacy.id);
          expect(row.prices[index] === null).toBe(!priced);
          expect(row.missingItems.includes(index)).toBe(!priced);
        });
        const sum = row.prices.reduce((total, p) => total + Math.round((p?.price ?? 0) * 100), 0);
        expect(Math.round(row.totalUsd * 100)).toBe(sum);
      }
      body.Items.forEach((item, index) => {
        expect(item.pricedAt).toBe(body.Pharmacies.filter((p) => p.prices[index]).length);
        expect(item.drugName).not.toBeNull();
      });
      expect(body.CheapestSingle?.pharmacyId).toBe(body.Pharmacies[0]?.pharmacy.id);
      expect(body.Pharmacies[0]?.prices[0]?.isEstimate).toBe(false);
    } finally {
      reference.faults.unpricedShare = 0;
    }
  });

  it('finds one pharmacy by our PharmacyId among those near the location', async () => {
    const near = await basket(`Zip=94110&${items.join('&')}&NumPharm=4`);
    const fourth = near.Pharmacies[3];
    const there = await basket(`Zip=94110&${items.join('&')}&PharmacyId=${fourth?.pharmacy.id}`);
    expect(there.Pharmacies).toEqual([fourth]);
  });
});
