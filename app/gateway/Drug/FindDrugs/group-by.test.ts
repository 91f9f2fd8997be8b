import { describe, expect, it } from 'vitest';
import type { FindDrugsAnswer, LocatedDrug } from '@/lib/domain/api/find-drugs';
import type { Problem } from '@/lib/domain/api/problem';
import { apiHeaders } from '@/test-support/api-auth';
import { GET } from './route';

// GroupBy=chain (docs/API.md): the stores of one chain quoting one price fold into one choice.

const auth = await apiHeaders('G1');

async function call(query: string): Promise<Response> {
  return GET(new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, { headers: auth }));
}

async function ok(query: string): Promise<FindDrugsAnswer> {
  const response = await call(query);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as FindDrugsAnswer;
}

const CHICAGO = 'groupID=G1&DrugName=lisinopril&Zip=60601';

/** Every claim a folded answer makes about its choices, checked against its own Drugs rows. */
function expectConsistent(body: FindDrugsAnswer, numPharm: number) {
  const choices = body.Choices ?? [];
  const rows = new Map(body.Drugs.map((row) => [row.pharmacy.id, row]));
  expect(choices.length).toBeGreaterThan(0);
  expect(choices.length).toBeLessThanOrEqual(numPharm);
  // Drugs holds exactly the stores the choices list, each once.
  expect([...rows.keys()].sort()).toEqual(choices.flatMap((c) => c.pharmacyIds).sort());
  const keys = new Set<string>();
  for (const choice of choices) {
    const stores = choice.pharmacyIds.map((id) => rows.get(id) as LocatedDrug);
    expect(choice.nearestPharmacyId).toBe(choice.pharmacyIds[0]);
    expect(choice.storeCount).toBeGreaterThanOrEqual(stores.length);
    expect(stores.length).toBeLessThanOrEqual(10);
    expect(choice.distance).toBe(stores[0]?.pharmacy.distance);
    const miles = stores.map((row) => row.pharmacy.distance ?? 0);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    for (const row of stores) {
      expect(row.pricing.price).toBe(choice.priceUsd);
      if (choice.chainCode !== null) expect(row.pharmacy.chainCode).toBe(choice.chainCode);
    }
    if (choice.chainCode === null) expect(choice.storeCount).toBe(1);
    else {
      // One choice per chain and price: folding left nothing to fold.
      const key = `${choice.chainCode}|${choice.priceUsd}`;
      expect(keys.has(key)).toBe(false);
      keys.add(key);
      expect(stores.every((row) => row.pharmacy.pharmacyName.startsWith(choice.name))).toBe(true);
    }
  }
}

describe('FindDrugs GroupBy=chain', () => {
  it('without it the answer is per store, with no Choices', async () => {
    const body = await ok(`${CHICAGO}&NumPharm=30`);
    expect(body.Drugs).toHaveLength(30);
    expect('Choices' in body).toBe(false);
  });

  it('near 60601 folds thirty Walgreens and CVS rows into choices, and reaches farther for more', async () => {
    const perStore = await ok(`${CHICAGO}&NumPharm=30`);
    const storeChoices = new Set(
      perStore.Drugs.map((row) => `${row.pharmacy.chainCode}|${row.pricing.price}`),
    );
    expect(storeChoices.size).toBeLessThanOrEqual(3);

    const body = await ok(`${CHICAGO}&NumPharm=30&GroupBy=chain`);
    expectConsistent(body, 30);
    // Fold first, then take 30 choices: the search went past the 30 (and the 100) nearest stores.
    expect(body.Choices?.length).toBe(30);
    const walgreens = body.Choices?.find((c) => c.chainCode === 'WAG');
    expect(walgreens?.name).toBe('Walgreens');
    expect(walgreens?.storeCount).toBeGreaterThan(10);
    expect(walgreens?.pharmacyIds).toHaveLength(10);
    // Nearest first by default (SortBy=distance), by each choice's nearest store.
    const nearest = body.Choices?.map((c) => c.distance ?? 0) ?? [];
    expect(nearest).toEqual([...nearest].sort((a, b) => a - b));
  });

  it('SortBy=price orders the same choices by price; NumPharm counts choices', async () => {
    const byDistance = await ok(`${CHICAGO}&NumPharm=5&GroupBy=chain`);
    const byPrice = await ok(`${CHICAGO}&NumPharm=5&GroupBy=CHAIN&SortBy=price`);
    expectConsistent(byPrice, 5);
    expect(byPrice.Choices).toHaveLength(5);
    const prices = byPrice.Choices?.map((c) => c.priceUsd) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const idsOf = (body: FindDrugsAnswer) => body.Choices?.map((c) => c.nearestPharmacyId).sort();
    expect(idsOf(byPrice)).toEqual(idsOf(byDistance));
  });

  it('a pharmacy-id search is one choice of one store', async () => {
    const { Drugs } = await ok(`${CHICAGO}&NumPharm=1`);
    const id = Drugs[0]?.pharmacy.id ?? '';
    const body = await ok(`groupID=G1&DrugName=lisinopril&PharmacyId=${id}&GroupBy=chain`);
    expect(body.Choices).toEqual([
      expect.objectContaining({ nearestPharmacyId: id, storeCount: 1, pharmacyIds: [id] }),
    ]);
    expect(body.Drugs.map((row) => row.pharmacy.id)).toEqual([id]);
  });

  it('any other value is a 400 naming GroupBy', async () => {
    const response = await call(`${CHICAGO}&GroupBy=store`);
    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(problem.errors).toEqual([{ parameter: 'GroupBy', message: 'must be chain' }]);
  });
});
