import { describe, expect, it } from 'vitest';
import type { FindDrugsAnswer } from '@/lib/domain/api/find-drugs';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { LruCache } from '@/lib/server/core/lru-cache';
import { container, type Container } from '@/lib/server/runtime/container';
import type { PriceProvider } from '@/lib/server/providers/types';
import { findDrugsInProcess, validateFindDrugsQuery } from './find-drugs-service';
import { findSavings, findSavingsInProcess } from './savings-service';

// A results page searches once (issue 33): its savings hints are found beside the answer the page
// already has, and the API's FindSavings takes the base answer from the answer cache.

/** The container with a fresh answer cache and a provider that records what it is asked. */
function countingServices() {
  const services = container();
  const asked: FindDrugsQuery[] = [];
  const provider: PriceProvider = Object.create(services.provider);
  provider.findDrugs = (query, context) => {
    asked.push(query);
    return services.provider.findDrugs(query, context);
  };
  const counted: Container = {
    ...services,
    provider,
    answerCache: new LruCache<string, FindDrugsAnswer>(16),
  };
  return { services: counted, asked };
}

/** Asked for the query's own fill: its drug name, no other product, its quantity. */
const forTheFill = (query: FindDrugsQuery) => (asked: FindDrugsQuery) =>
  asked.drugName === query.drugName && asked.ndc === null && asked.quantity === query.quantity;

const pageParams = (drugName: string) =>
  new URLSearchParams({
    groupID: 'WEB',
    DrugName: drugName,
    Zip: '94110',
    NumPharm: '10',
    SortBy: 'price',
    GroupBy: 'chain',
  });

describe('savings hints', () => {
  it.each(['lipitor', 'metformin', 'amoxicillin'])(
    'of a results page (%s) search nothing the page did not, and are those the API gives for its query',
    async (drugName) => {
      const { services, asked } = countingServices();
      const params = pageParams(drugName);
      const answer = await findDrugsInProcess(services, params);
      const query = validateFindDrugsQuery(services, params);
      const searchesForThePage = asked.filter(forTheFill(query)).length;
      expect(searchesForThePage).toBeGreaterThan(0);

      const page = await findSavingsInProcess(services, params, answer);
      expect(asked.filter(forTheFill(query))).toHaveLength(searchesForThePage);

      const api = await findSavings(services, query);
      expect(asked.filter(forTheFill(query))).toHaveLength(searchesForThePage);
      expect(api).toEqual(page);
    },
  );

  it('of a brand name its generic, and speak of pharmacies the page lists', async () => {
    const { services } = countingServices();
    const params = pageParams('lipitor');
    const answer = await findDrugsInProcess(services, params);
    const { Savings } = await findSavingsInProcess(services, params, answer);
    expect(Savings.map((saving) => saving.kind)).toEqual(['generic', 'bulk', 'nearby']);
    const listed = new Set(answer.Drugs.map((row) => row.pharmacy.id));
    const [generic, , nearby] = Savings;
    if (generic?.kind !== 'generic' || nearby?.kind !== 'nearby') throw new Error('kinds checked');
    expect(generic.generic.drugName).toBe('atorvastatin');
    expect(listed.has(generic.brand.pharmacyId)).toBe(true);
    expect(listed.has(nearby.nearest.pharmacyId)).toBe(true);
    expect(listed.has(nearby.cheaper.pharmacyId)).toBe(true);
  });

  it('set a caller’s UC price aside: the same hints with and without it', async () => {
    const { services } = countingServices();
    const params = pageParams('lipitor');
    const plain = await findSavings(services, validateFindDrugsQuery(services, params));
    params.set('UseUC', 'true');
    params.set('UC', '1.00');
    const withUc = validateFindDrugsQuery(services, params);
    expect(withUc.ucOverrideUsd).toBe(1);
    expect(await findSavings(services, withUc)).toEqual(plain);
  });
});
