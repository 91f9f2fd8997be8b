import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FindBasketAnswer } from '@/lib/domain/basket/basket';
import type { FindDrugsAnswer, LocatedDrug } from '@/lib/domain/api/find-drugs';
import type { Problem } from '@/lib/domain/api/problem';
import { apiHeaders } from '@/test-support/api-auth';
import { GET as findDrugs } from '../FindDrugs/route';
import { GET, POST } from './route';

const auth = await apiHeaders('G1');
const SF = 'groupID=G1&Zip=94110';

const call = (query: string, headers: Record<string, string> = auth): Promise<Response> =>
  GET(new Request(`http://localhost/gateway/Drug/FindBasket?${query}`, { headers }));

async function ok(query: string): Promise<FindBasketAnswer> {
  const response = await call(query);
  if (response.status !== 200)
    throw new Error(`${query} → ${response.status} ${await response.text()}`);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as FindBasketAnswer;
}

async function problem(query: string, status: number, headers = auth): Promise<Problem> {
  const response = await call(query, headers);
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
  return (await response.json()) as Problem;
}

async function drugsNear(query: string): Promise<FindDrugsAnswer> {
  const response = await findDrugs(
    new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, { headers: auth }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as FindDrugsAnswer;
}

/** `<NDC>:<qty>` of a drug's default fill, as the results page would add it. */
async function itemOf(drugName: string): Promise<string> {
  const { drug } = (await drugsNear(`${SF}&DrugName=${drugName}&NumPharm=1`))
    .Drugs[0] as LocatedDrug;
  return `${drug.ndc}:${drug.qty}`;
}

const THREE = await Promise.all(['atorvastatin', 'metformin', 'lisinopril'].map(itemOf));
const TEN = [
  ...THREE,
  ...(await Promise.all(
    [
      'amlodipine',
      'levothyroxine',
      'simvastatin',
      'omeprazole',
      'losartan',
      'gabapentin',
      'sertraline',
    ].map(itemOf),
  )),
];
const itemsQuery = (items: readonly string[]) => items.map((item) => `Item=${item}`).join('&');
const cents = (usd: number) => Math.round(usd * 100);

/** By brute force: the least total of two listed pharmacies that each fill at least one item. */
function bestSplitCents(body: FindBasketAnswer): number {
  let best = Infinity;
  for (const a of body.Pharmacies) {
    for (const b of body.Pharmacies) {
      if (a === b) continue;
      const pick = a.prices.map((p, i) => {
        const [inA, inB] = [cents(p?.price ?? Infinity), cents(b.prices[i]?.price ?? Infinity)];
        return inA <= inB ? { at: 'a', cents: inA } : { at: 'b', cents: inB };
      });
      const total = pick.reduce((sum, p) => sum + p.cents, 0);
      if (pick.some((p) => p.at === 'a') && pick.some((p) => p.at === 'b')) {
        best = Math.min(best, total);
      }
    }
  }
  return best;
}

describe('GET /gateway/Drug/FindBasket — 200', () => {
  it('prices every item at the 25 nearest pharmacies, as FindDrugs does, ranked by total', async () => {
    const body = await ok(`${SF}&${itemsQuery(THREE)}`);
    expect(Object.keys(body).sort()).toEqual([
      'CheapestSingle',
      'CheapestSplit',
      'Items',
      'Origin',
      'Pharmacies',
    ]);
    expect(body.Origin?.label).toBe('San Francisco, CA 94110');
    expect(body.Items.map((i) => `${i.ndc}:${i.qty}`)).toEqual(THREE);
    expect(body.Items[0]).toMatchObject({
      drugName: 'atorvastatin',
      form: 'TABLET',
      strength: '20 MG',
      ln: 'ATORVASTATIN 20 MG TABLET',
      quantityLabel: 'tablets',
      brandGeneric: 'G',
      pricedAt: 25,
    });
    expect(body.Pharmacies).toHaveLength(25);

    // The same 25 pharmacies FindDrugs lists, each item priced exactly as FindDrugs prices it.
    const perItem = await Promise.all(
      body.Items.map((i) => drugsNear(`${SF}&NDC=${i.ndc}&Qty=${i.qty}`)),
    );
    const nearestIds = (perItem[0] as FindDrugsAnswer).Drugs.map((r) => r.pharmacy.id).sort();
    expect(body.Pharmacies.map((p) => p.pharmacy.id).sort()).toEqual(nearestIds);
    for (const row of body.Pharmacies) {
      expect(row.missingItems).toEqual([]);
      perItem.forEach((answer, index) => {
        const there = answer.Drugs.find((r) => r.pharmacy.id === row.pharmacy.id);
        expect(row.prices[index]).toEqual(there?.pricing);
        expect(row.pharmacy).toEqual(there?.pharmacy);
      });
      const sumCents = row.prices.reduce((sum, p) => sum + cents(p?.price ?? NaN), 0);
      expect(cents(row.totalUsd)).toBe(sumCents);
    }

    // Cheapest total first, ties by distance.
    body.Pharmacies.forEach((row, i) => {
      const prev = body.Pharmacies[i - 1];
      if (!prev) return;
      expect(prev.totalUsd <= row.totalUsd).toBe(true);
      if (prev.totalUsd === row.totalUsd) {
        expect((prev.pharmacy.distance ?? 0) <= (row.pharmacy.distance ?? 0)).toBe(true);
      }
    });
    expect(body.CheapestSingle).toEqual({
      pharmacyId: body.Pharmacies[0]?.pharmacy.id,
      totalUsd: body.Pharmacies[0]?.totalUsd,
    });
  });

  it('the split is the cheapest pair of listed pharmacies, only when it beats one pharmacy', async () => {
    const withBrand = [...THREE, await itemOf('lipitor')];
    const cases = [
      await ok(`${SF}&${itemsQuery(withBrand)}&NumPharm=5`),
      await ok(`${SF}&${itemsQuery(TEN)}&NumPharm=40`),
      await ok(`groupID=G1&Zip=10001&${itemsQuery(TEN)}`),
      await ok(`groupID=G1&Zip=10001&${itemsQuery(withBrand)}`),
    ];
    for (const body of cases) {
      const single = cents(body.CheapestSingle?.totalUsd ?? NaN);
      const best = bestSplitCents(body);
      const split = body.CheapestSplit;
      if (best >= single) {
        expect(split).toBeNull();
        continue;
      }
      expect(cents(split?.totalUsd ?? 0)).toBe(best);
      expect(cents(split?.savingsUsd ?? 0)).toBe(single - best);
      const [first, second] = split?.fills ?? [];
      const all = [...(first?.items ?? []), ...(second?.items ?? [])];
      expect(all.sort((x, y) => x - y)).toEqual(body.Items.map((_, i) => i));
      for (const fill of split?.fills ?? []) {
        expect(fill.items.length).toBeGreaterThan(0);
        const row = body.Pharmacies.find((p) => p.pharmacy.id === fill.pharmacyId);
        const subtotal = fill.items.reduce(
          (sum, i) => sum + cents(row?.prices[i]?.price ?? NaN),
          0,
        );
        expect(cents(fill.subtotalUsd)).toBe(subtotal);
      }
    }
    // Prices differ between chains and independents, so some list is cheaper split in two.
    expect(cases.some((body) => (body.CheapestSplit?.savingsUsd ?? 0) > 0)).toBe(true);
  });

  it('the ranking follows the location; NumPharm and PharmacyId choose the pharmacies', async () => {
    const sf = await ok(`${SF}&${itemsQuery(THREE)}&NumPharm=3`);
    expect(sf.Pharmacies).toHaveLength(3);
    const ny = await ok(`groupID=G1&Zip=10001&${itemsQuery(THREE)}&NumPharm=3`);
    expect(ny.Pharmacies.map((p) => p.pharmacy.state)).toEqual(['NY', 'NY', 'NY']);

    const chosen = sf.Pharmacies[2];
    const there = await ok(`${SF}&${itemsQuery(THREE)}&PharmacyId=${chosen?.pharmacy.id}`);
    expect(there.Pharmacies).toEqual([chosen]);
    expect(there.CheapestSplit).toBeNull();
    const alone = await ok(`groupID=G1&${itemsQuery(THREE)}&PharmacyId=${chosen?.pharmacy.id}`);
    expect(alone.Origin).toBeNull();
    expect(alone.Pharmacies[0]?.pharmacy.distance).toBeNull();
    expect(alone.Pharmacies[0]?.totalUsd).toBe(chosen?.totalUsd);
  });

  it('takes NDCs in any notation and parameter names in any case; one item is a basket', async () => {
    const [ndc, qty] = (THREE[0] ?? '').split(':');
    const hyphenated = `${ndc?.slice(0, 5)}-${ndc?.slice(5, 9)}-${ndc?.slice(9)}`;
    const body = await ok(`GROUPID=G1&zip=94110&item=${hyphenated}:${qty}&numpharm=2`);
    expect(body.Items.map((i) => i.ndc)).toEqual([ndc]);
    expect(body.Pharmacies).toHaveLength(2);
    expect(body.CheapestSplit).toBeNull(); // one item cannot be split
  });

  it('takes ten items', async () => {
    const body = await ok(`${SF}&${itemsQuery(TEN)}&NumPharm=5`);
    expect(body.Items).toHaveLength(10);
    expect(body.Pharmacies.every((p) => p.prices.length === 10)).toBe(true);
  });

  it('is deterministic', async () => {
    const query = `${SF}&${itemsQuery(THREE)}`;
    expect(await ok(query)).toEqual(await ok(query));
  });
});

describe('GET /gateway/Drug/FindBasket GroupBy=chain', () => {
  const CHICAGO = `groupID=G1&Zip=60601&Item=${THREE[0]}&Item=${THREE[2]}`;

  it('folds a chain’s stores that charge the same for the whole list; the summary judges what is listed', async () => {
    const perStore = await ok(CHICAGO);
    expect('Choices' in perStore).toBe(false);
    const body = await ok(`${CHICAGO}&GroupBy=chain`);
    const choices = body.Choices ?? [];
    const rows = new Map(body.Pharmacies.map((row) => [row.pharmacy.id, row]));
    expect(choices.length).toBeGreaterThanOrEqual(3);
    expect(choices.length).toBeLessThanOrEqual(25);
    expect([...rows.keys()].sort()).toEqual(choices.flatMap((c) => c.pharmacyIds).sort());
    const keys = new Set<string>();
    for (const choice of choices) {
      const stores = choice.pharmacyIds.map((id) => rows.get(id));
      expect(choice.nearestPharmacyId).toBe(choice.pharmacyIds[0]);
      expect(choice.storeCount).toBeGreaterThanOrEqual(stores.length);
      for (const store of stores) {
        expect(store?.totalUsd).toBe(choice.totalUsd);
        expect(store?.prices.map((p) => p?.price)).toEqual(stores[0]?.prices.map((p) => p?.price));
      }
      if (choice.chainCode === null) expect(choice.storeCount).toBe(1);
      else {
        expect(keys.has(`${choice.chainCode}|${choice.totalUsd}`)).toBe(false);
        keys.add(`${choice.chainCode}|${choice.totalUsd}`);
      }
    }
    // Choices in the ranking's order: by total (the whole list first).
    const totals = choices.map((c) => c.totalUsd);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(body.CheapestSingle).toEqual({
      pharmacyId: choices[0]?.nearestPharmacyId,
      totalUsd: choices[0]?.totalUsd,
    });
    // Per store, thirteen Walgreens rows came before the first other choice; folded, one.
    expect(
      choices.filter((c) => c.chainCode === 'WAG' && c.totalUsd === choices[0]?.totalUsd).length,
    ).toBeLessThanOrEqual(1);
  });

  it('any other value is a 400 naming GroupBy', async () => {
    const body = await problem(`${CHICAGO}&GroupBy=stores`, 400);
    expect(body.errors).toEqual([{ parameter: 'GroupBy', message: 'must be chain' }]);
  });
});

describe('GET /gateway/Drug/FindBasket — errors', () => {
  it('400 lists every bad parameter in one problem, each bad item by its position', async () => {
    const body = await problem(
      'groupID=&Lat=100&Long=x&NumPharm=0' +
        '&Item=123:30&Item=00093505910:0&Item=abc&Item=00093505910:30&Item=0093-5059-10:60&Item=',
      400,
    );
    expect(body.type).toBe('/problems/invalid-parameters');
    expect(body.errors).toEqual([
      { parameter: 'groupID', message: expect.any(String) },
      { parameter: 'Lat', message: 'must be a number from -90 to 90' },
      { parameter: 'Long', message: 'must be a number from -180 to 180' },
      { parameter: 'NumPharm', message: 'must be a whole number from 1 to 100' },
      { parameter: 'Item[0]', message: expect.stringMatching(/^NDC must be 11 digits/) },
      { parameter: 'Item[1]', message: expect.stringMatching(/^quantity must be a number/) },
      { parameter: 'Item[2]', message: 'must be <NDC>:<quantity>, for example 00071015523:30' },
      { parameter: 'Item[4]', message: 'repeats the NDC of Item[3]' },
      { parameter: 'Item[5]', message: 'must be <NDC>:<quantity>, for example 00071015523:30' },
    ]);
  });

  it('400 without items, with more than ten, or without a location', async () => {
    expect((await problem(SF, 400)).errors).toEqual([
      { parameter: 'Item', message: 'is required: 1 to 10 Item=<NDC>:<quantity>' },
    ]);
    const eleven = [...TEN, '00002143380:2'];
    expect((await problem(`${SF}&${itemsQuery(eleven)}`, 400)).errors).toEqual([
      { parameter: 'Item', message: 'at most 10 items; 11 were given' },
    ]);
    expect(
      (await problem(`groupID=G1&${itemsQuery(THREE)}`, 400)).errors?.map((e) => e.parameter),
    ).toEqual(['Zip']);
  });

  it('400 with the same location rules as FindDrugs', async () => {
    const items = itemsQuery(THREE);
    const parameters = async (query: string) =>
      (await problem(`${query}&${items}`, 400)).errors?.map((e) => e.parameter);
    expect(await parameters('groupID=G1&Zip=00000')).toEqual(['Zip']);
    expect(await parameters('groupID=G1&Zip=1234')).toEqual(['Zip']);
    expect(await parameters('groupID=G1&City=Atlantis&State=CA')).toEqual(['City']);
    expect(await parameters('groupID=G1&City=San Francisco&State=XX')).toEqual(['State']);
    expect(await parameters('groupID=G1&City=San Francisco')).toEqual(['State']);
    expect(await parameters('groupID=G1&Lat=37.7')).toEqual(['Long']);
    expect(await parameters('groupID=G1&Address1=1 Main St')).toEqual(['Zip']);
    expect(await parameters('groupID=G1&NCPDP_NPI=1234567890')).toEqual(['NCPDP_NPI']);
    expect(await parameters('groupID=G1&PharmacyId=ph_1')).toEqual(['PharmacyId']);
    expect(await parameters('groupID=G1&NCPDP_NPI=1234567&PharmacyId=ph_000b6db74d7d')).toEqual([
      'PharmacyId',
    ]);
    expect(await parameters('groupID=G1&Zip=94110&zip=94110')).toEqual(['Zip']);
    expect(await parameters(`groupID=${'g'.repeat(33)}&Zip=94110`)).toEqual(['groupID']);
  });

  it('401 without a client key or token, 403 for another group', async () => {
    const query = `${SF}&${itemsQuery(THREE)}`;
    const unauthenticated: Array<Record<string, string>> = [
      {},
      { 'x-svc-client-key': 'dev-client-key' },
      { authorization: 'Bearer x' },
    ];
    for (const headers of unauthenticated) {
      const body = await problem(query, 401, headers);
      expect(body.type).toBe('/problems/unauthorized');
    }
    const other = await problem(`groupID=G2&Zip=94110&${itemsQuery(THREE)}`, 403);
    expect(other.type).toBe('/problems/forbidden');
  });

  it('404 naming every item that matches no drug', async () => {
    const body = await problem(
      `${SF}&Item=${THREE[0]}&Item=99999999999:30&Item=${THREE[1]}&Item=00000000001:5`,
      404,
    );
    expect(body).toMatchObject({
      type: '/problems/drug-not-found',
      detail: 'No drug matches Item[1], Item[3].',
      errors: [
        { parameter: 'Item[1]', message: 'No drug has NDC 99999999999.' },
        { parameter: 'Item[3]', message: 'No drug has NDC 00000000001.' },
      ],
    });
  });

  it('404 when no pharmacy is within 100 miles, or none has the PharmacyId', async () => {
    const items = itemsQuery(THREE);
    expect((await problem(`groupID=G1&Lat=0&Long=-150&${items}`, 404)).type).toBe(
      '/problems/no-pharmacy-nearby',
    );
    expect((await problem(`${SF}&PharmacyId=ph_000000000000&${items}`, 404)).type).toBe(
      '/problems/pharmacy-not-found',
    );
  });

  it('405 for other methods, 414 for a query string over 4 KiB', async () => {
    const refused = await POST(
      new Request('http://localhost/gateway/Drug/FindBasket', { method: 'POST' }),
    );
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    await problem(`${SF}&${itemsQuery(THREE)}&pad=${'x'.repeat(4100)}`, 414);
  });

  it('answers a page’s own session like FindDrugs does', async () => {
    const response = await call(`groupID=WEB&Zip=94110&${itemsQuery(THREE)}&NumPharm=2`, {
      'sec-fetch-site': 'same-origin',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^rxpf_session=/);
  });

  it('random query strings never produce a 5xx', async () => {
    const name = fc.constantFrom(
      'groupID',
      'Item',
      'item',
      'Zip',
      'Lat',
      'Long',
      'NumPharm',
      'PharmacyId',
      'x',
    );
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(...THREE, '94110', '37.7', '-122.4', '1', 'ph_000b6db74d7d', ':', '0:0'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, value), { maxLength: 8 }), async (pairs) => {
        const response = await call(new URLSearchParams([['groupID', 'G1'], ...pairs]).toString());
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
