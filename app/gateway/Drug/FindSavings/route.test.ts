import { afterAll, describe, expect, it } from 'vitest';
import type { FindDrugsAnswer, LocatedDrug } from '@/lib/domain/api/find-drugs';
import type { Problem } from '@/lib/domain/api/problem';
import type {
  BulkSaving,
  FindSavingsAnswer,
  GenericSaving,
  NearbySaving,
  Saving,
} from '@/lib/domain/results/savings';
import { container } from '@/lib/server/runtime/container';
import { apiHeaders } from '@/test-support/api-auth';
import { installTestContainer } from '@/test-support/container';
import { upstreamEnvVars } from '@/test-support/upstream';
import { startReferenceUpstream } from '@/test-support/reference-upstream/server';
import { GET as findDrugs } from '../FindDrugs/route';
import { GET } from './route';

let auth = await apiHeaders('G1');
const reference = await startReferenceUpstream({ dataset: container().dataset });
afterAll(() => reference.close());
const SF = 'groupID=G1&Zip=94110&NumPharm=30';

async function get(route: typeof GET, path: string, query: string): Promise<Response> {
  return route(new Request(`http://localhost/gateway/Drug/${path}?${query}`, { headers: auth }));
}
async function savings(query: string): Promise<Saving[]> {
  const response = await get(GET, 'FindSavings', query);
  if (response.status !== 200) throw new Error(`${query} → ${await response.text()}`);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ((await response.json()) as FindSavingsAnswer).Savings;
}
async function drugs(query: string): Promise<FindDrugsAnswer> {
  const response = await get(findDrugs, 'FindDrugs', query);
  expect(response.status).toBe(200);
  return (await response.json()) as FindDrugsAnswer;
}
const ofKind = <K extends Saving['kind']>(list: Saving[], kind: K) =>
  list.find((s) => s.kind === kind) as Extract<Saving, { kind: K }> | undefined;
const cents = (usd: number) => Math.round(usd * 100);
const cheapest = (rows: LocatedDrug[]) =>
  [...rows].sort(
    (a, b) =>
      a.pricing.price - b.pricing.price || (a.pharmacy.distance ?? 0) - (b.pharmacy.distance ?? 0),
  )[0] as LocatedDrug;

/**
 * The nearby saving the rule allows among FindDrugs rows, worked out independently: among placed
 * pharmacies only, the nearest, the cheapest within 5 more miles, and the cents between them.
 */
function nearbySavingAmong(rows: LocatedDrug[]) {
  const placed = rows.filter((r) => r.pharmacy.locationPrecision === 'address');
  const nearest = [...placed].sort(
    (a, b) => (a.pharmacy.distance ?? 0) - (b.pharmacy.distance ?? 0),
  )[0];
  const within = placed.filter(
    (r) => (r.pharmacy.distance ?? 0) <= (nearest?.pharmacy.distance ?? 0) + 5,
  );
  const cheaper = cheapest(within);
  const savedCents = cents(nearest?.pricing.price ?? 0) - cents(cheaper.pricing.price);
  return { nearest, cheaper, savedCents };
}

describe('GET /gateway/Drug/FindSavings — savings that hold, from quoted prices', () => {
  it('a brand: its generic at the same form, strength and quantity, cheapest against cheapest', async () => {
    const list = await savings(`${SF}&DrugName=lipitor`);
    const generic = ofKind(list, 'generic') as GenericSaving;
    expect(generic).toMatchObject({
      form: 'TABLET',
      strength: '20 MG',
      qty: 30,
      quantityLabel: 'tablets',
      brand: { drugName: 'Lipitor' },
      generic: { drugName: 'atorvastatin' },
    });
    const brandRows = (await drugs(`${SF}&DrugName=lipitor`)).Drugs;
    const genericRows = (
      await drugs(`${SF}&DrugName=atorvastatin&BrandIndicator=G&Form=TABLET&Strength=20 MG&Qty=30`)
    ).Drugs;
    expect(generic.brand.priceUsd).toBe(cheapest(brandRows).pricing.price);
    expect(generic.brand.pharmacyId).toBe(cheapest(brandRows).pharmacy.id);
    expect(generic.generic.priceUsd).toBe(cheapest(genericRows).pricing.price);
    expect(generic.generic.ndc).toBe(cheapest(genericRows).drug.ndc);
    expect(cents(generic.savingsUsd)).toBe(
      cents(generic.brand.priceUsd) - cents(generic.generic.priceUsd),
    );
    expect(list.map((s) => s.kind)).toEqual(['generic', 'bulk', 'nearby']);
  });

  it('a generic: no generic saving; 90 against 30 at the cheapest pharmacy; a cheaper pharmacy near', async () => {
    const list = await savings(`${SF}&DrugName=atorvastatin`);
    expect(ofKind(list, 'generic')).toBeUndefined();
    const rows = (await drugs(`${SF}&DrugName=atorvastatin`)).Drugs;
    const best = cheapest(rows);

    const bulk = ofKind(list, 'bulk') as BulkSaving;
    const ninety = (await drugs(`${SF}&NDC=${best.drug.ndc}&Qty=90&PharmacyId=${best.pharmacy.id}`))
      .Drugs[0] as LocatedDrug;
    expect(bulk).toMatchObject({
      pharmacyId: best.pharmacy.id,
      qty: 30,
      priceUsd: best.pricing.price,
      largerQty: 90,
      largerPriceUsd: ninety.pricing.price,
      quantityLabel: 'tablets',
    });
    expect(bulk.savingsUsd).toBe(
      Math.round((best.pricing.price - ninety.pricing.price / 3) * 100) / 100,
    );
    expect(bulk.savingsUsd).toBeGreaterThanOrEqual(1);

    // A cheaper placed pharmacy within 5 more miles, saving more than $5, wherever there is one.
    let offered = 0;
    for (const zip of ['94110', '10001', '11201', '19103', '60601']) {
      const query = `groupID=G1&Zip=${zip}&NumPharm=30&DrugName=atorvastatin`;
      const nearby = ofKind(await savings(query), 'nearby') as NearbySaving | undefined;
      const { nearest, cheaper, savedCents } = nearbySavingAmong((await drugs(query)).Drugs);
      if (savedCents <= 500) {
        expect(nearby, zip).toBeUndefined();
        continue;
      }
      offered += 1;
      expect(nearby?.nearest.pharmacyId, zip).toBe(nearest?.pharmacy.id);
      expect(nearby?.cheaper.pharmacyId, zip).toBe(cheaper.pharmacy.id);
      expect(cents(nearby?.savingsUsd ?? 0), zip).toBe(savedCents);
      expect(nearby?.extraMiles, zip).toBeLessThanOrEqual(5);
    }
    expect(offered).toBeGreaterThan(0);
  });

  it('offers nothing that does not hold: no bulk buying of an antibiotic course, no small savings', async () => {
    expect(ofKind(await savings(`${SF}&DrugName=amoxicillin`), 'bulk')).toBeUndefined();
    // A nearby saving is offered exactly when it is more than $5, among placed pharmacies only.
    for (const zip of ['10001', '19103', '33130', '80202']) {
      const query = `groupID=G1&Zip=${zip}&NumPharm=30&DrugName=metformin`;
      const nearby = ofKind(await savings(query), 'nearby');
      const { savedCents } = nearbySavingAmong((await drugs(query)).Drugs);
      if (nearby) expect(cents(nearby.savingsUsd)).toBe(savedCents);
      else expect(savedCents).toBeLessThanOrEqual(500);
    }
  });

  it('at one named pharmacy there is no nearby saving, and the bulk saving is priced there', async () => {
    const row = (await drugs(`groupID=G1&Zip=94110&DrugName=atorvastatin&NumPharm=3`))
      .Drugs[2] as LocatedDrug;
    const list = await savings(`groupID=G1&DrugName=atorvastatin&PharmacyId=${row.pharmacy.id}`);
    expect(ofKind(list, 'nearby')).toBeUndefined();
    expect(ofKind(list, 'bulk')?.pharmacyId).toBe(row.pharmacy.id);
  });

  it('validates, authorises and answers 404 exactly as FindDrugs', async () => {
    const bad = await get(GET, 'FindSavings', 'groupID=G1&Lat=91&Long=0&NumPharm=0');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Problem).errors?.map((e) => e.parameter).sort()).toEqual([
      'DrugName',
      'Lat',
      'NumPharm',
    ]);
    const other = await get(GET, 'FindSavings', 'groupID=G2&Zip=94110&DrugName=atorvastatin');
    expect(other.status).toBe(403);
    const anonymous = await GET(
      new Request('http://localhost/gateway/Drug/FindSavings?groupID=G1&Zip=94110&DrugName=x'),
    );
    expect(anonymous.status).toBe(401);
    const unknown = await get(GET, 'FindSavings', `${SF}&DrugName=zzzzqqqxx`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Problem).type).toBe('/problems/drug-not-found');
  });
});

describe('FindSavings through the upstream provider', () => {
  it('finds the same savings as the embedded provider (pharmacy ids are the upstream’s)', async () => {
    const embedded = await savings(`${SF}&DrugName=lipitor`);
    installTestContainer(upstreamEnvVars(reference.url));
    auth = await apiHeaders('G1');
    const upstream = await savings(`${SF}&DrugName=lipitor`);
    const withoutIds = (list: Saving[]) =>
      JSON.parse(JSON.stringify(list).replace(/"pharmacyId":"ph_[0-9a-f]+"/g, '"pharmacyId":""'));
    expect(withoutIds(upstream)).toEqual(withoutIds(embedded));
    expect(ofKind(upstream, 'bulk')?.pharmacyId).toMatch(/^ph_[0-9a-f]{16}$/);
  });
});
