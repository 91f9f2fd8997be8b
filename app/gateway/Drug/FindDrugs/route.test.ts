import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FindDrugsAnswer, LocatedDrug, LocatedDrugDetail } from '@/lib/domain/api/find-drugs';
import { isValidNpi } from '@/lib/domain/place/npi';
import type { Problem } from '@/lib/domain/api/problem';
import { container } from '@/lib/server/runtime/container';
import { apiHeaders } from '@/test-support/api-auth';
import { GET } from './route';

const auth = await apiHeaders('G1');

function call(query: string, headers: Record<string, string> = {}): Promise<Response> {
  return GET(
    new Request(`http://localhost/gateway/Drug/FindDrugs?${query}`, {
      headers: { ...auth, ...headers },
    }),
  );
}

async function ok(query: string): Promise<FindDrugsAnswer> {
  const response = await call(query);
  if (response.status !== 200)
    throw new Error(`${query} → ${response.status} ${await response.text()}`);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return (await response.json()) as FindDrugsAnswer;
}

async function problem(query: string, status: number): Promise<Problem> {
  const response = await call(query);
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
  const body = (await response.json()) as Problem;
  expect(body).toMatchObject({
    status,
    type: expect.any(String),
    title: expect.any(String),
    detail: expect.any(String),
  });
  return body;
}

const SF = 'groupID=G1&Zip=94110';
const detail = (row: LocatedDrug) => row.drug as LocatedDrugDetail;
const isSortedBy = <T>(items: T[], ...keys: Array<(t: T) => number>) =>
  items.every((item, i) => {
    if (i === 0) return true;
    const prev = items[i - 1] as T;
    for (const key of keys) {
      if (key(prev) !== key(item)) return key(prev) < key(item);
    }
    return true;
  });

describe('GET /gateway/Drug/FindDrugs — 200', () => {
  it('finds atorvastatin near 94110: ≥ 10 priced pharmacies, nearest first, contract types', async () => {
    const body = await ok(`${SF}&DrugName=atorvastatin`);
    expect(Object.keys(body).sort()).toEqual([
      'Coverage',
      'Drugs',
      'Forms',
      'NameMatch',
      'Names',
      'Origin',
      'Quantities',
      'Strengths',
    ]);
    expect(body.NameMatch).toEqual({
      searched: 'atorvastatin',
      matched: 'atorvastatin',
      corrected: false,
      via: 'name',
      alias: null,
      ignored: [],
      genericFor: null,
    });
    expect(body.Origin).toEqual({
      latitude: expect.closeTo(37.75, 1),
      longitude: expect.closeTo(-122.41, 1),
      label: 'San Francisco, CA 94110',
    });
    expect(body.Drugs.length).toBe(25); // NumPharm default
    expect(
      isSortedBy(
        body.Drugs,
        (r) => r.pharmacy.distance ?? 0,
        (r) => r.pricing.price,
      ),
    ).toBe(true);
    for (const row of body.Drugs) {
      expect(row.pharmacy.id).toMatch(/^ph_[a-z0-9]+$/);
      if (row.pharmacy.npi !== null) expect(isValidNpi(row.pharmacy.npi)).toBe(true);
      expect(row.pharmacy.ncpdp).toBeNull();
      expect(['address', 'zip']).toContain(row.pharmacy.locationPrecision);
      expect(row.pharmacy.listingAsOf).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(row.pharmacy.zip).toMatch(/^\d{9}$/);
      if (row.pharmacy.phone !== null) expect(row.pharmacy.phone).toMatch(/^\d{10}$/);
      expect(typeof row.pharmacy.latitude).toBe('number');
      expect(row.pharmacy.distance).toBe(Math.round((row.pharmacy.distance ?? 0) * 100) / 100);
      expect(row.pharmacy.distance).toBeLessThanOrEqual(100);
      expect(detail(row).ndc).toMatch(/^\d{11}$/);
      expect(detail(row).brandGeneric).toBe('G');
      expect(detail(row).genericName).toBeUndefined(); // only with IncludeDrugInfo
      expect(['AWP', 'MAC', 'U&C']).toContain(row.pricing.priceBasis);
      expect(row.pricing.price).toBe(Math.round(row.pricing.price * 100) / 100);
      expect(row.pricing.price).toBeLessThanOrEqual(row.pricing.ucPrice ?? Infinity);
      expect([0, 1, 2]).toContain(row.pricing.svcPharmacyCategory);
    }
    expect(body.Names).toContainEqual({
      drugName: 'atorvastatin',
      brandGeneric: 'G',
      isSelected: true,
    });
    expect(
      body.Names.some((n) => n.drugName === 'Lipitor' && n.brandGeneric === 'B' && !n.isSelected),
    ).toBe(true);
    expect(body.Strengths.map((s) => s.strength)).toEqual(['10 MG', '20 MG', '40 MG', '80 MG']);
    expect(body.Strengths.filter((s) => s.isSelected)).toHaveLength(1);
    expect(body.Forms.filter((f) => f.isSelected)).toHaveLength(1);
    expect(body.Quantities.find((q) => q.isSelected)?.qty).toBe(30);
  });

  it('finds the brand by brand name, with its generic among the names', async () => {
    const body = await ok(`${SF}&DrugName=lipitor`);
    expect(detail(body.Drugs[0] as LocatedDrug).brandGeneric).toBe('B');
    expect(body.Names).toContainEqual({ drugName: 'Lipitor', brandGeneric: 'B', isSelected: true });
    expect(body.Names.some((n) => n.brandGeneric === 'G')).toBe(true);
    expect(body.Drugs.every((r) => r.pricing.macPrice === null)).toBe(true);
  });

  it('tolerates typos and any letter case', async () => {
    const typo = await ok(`${SF}&DrugName=ATORVASTATN`);
    expect(detail(typo.Drugs[0] as LocatedDrug).ln).toMatch(/^ATORVASTATIN/);
  });

  it('says which kinds of pharmacy the data does not list there (Coverage extension)', async () => {
    expect((await ok(`${SF}&DrugName=atorvastatin&NumPharm=5`)).Coverage).toBeNull();
    // Texas lists CVS, Costco and Kroger's stores, not half of its independents.
    const houston = await ok('groupID=G1&Zip=77002&DrugName=atorvastatin&NumPharm=5');
    expect(houston.Coverage).toEqual({ state: 'TX', notListed: ['independent pharmacies'] });
    // Costco's list has no West Virginia warehouse.
    const charleston = await ok('groupID=G1&Zip=25301&DrugName=atorvastatin&NumPharm=5');
    expect(charleston.Coverage?.notListed).toContain('Costco');
    expect(charleston.Coverage?.notListed).not.toContain('CVS');
    // The searched ZIP's state, even where the nearest listed pharmacies are across the border.
    const atwood = await ok('groupID=G1&Zip=67730&DrugName=atorvastatin&NumPharm=7');
    expect(atwood.Drugs.some((row) => row.pharmacy.state !== 'KS')).toBe(true);
    expect(atwood.Coverage?.state).toBe('KS');
  });

  it('finds an independent pharmacy by its NPI (NCPDP_NPI) and fills npi in the answer', async () => {
    const { dataset } = container();
    const independents = dataset.pharmacies.filter((p) => p.npi && p.category === 0);
    expect(independents.length).toBeGreaterThan(100);
    for (const pharmacy of [independents[0], independents.at(-1)]) {
      const body = await ok(`groupID=G1&NCPDP_NPI=${pharmacy?.npi}&DrugName=atorvastatin`);
      expect(body.Drugs.map((row) => [row.pharmacy.id, row.pharmacy.npi])).toEqual([
        [pharmacy?.id, pharmacy?.npi],
      ]);
    }
  });

  it('gives a pharmacy known only by ZIP an approximate whole-mile distance, never a pin', async () => {
    const body = await ok('groupID=G1&Zip=11201&DrugName=atorvastatin&NumPharm=100');
    const approximate = body.Drugs.filter((row) => row.pharmacy.locationPrecision === 'zip');
    expect(approximate.length).toBeGreaterThan(0);
    for (const { pharmacy } of approximate) {
      expect(Number.isInteger(pharmacy.distance)).toBe(true);
      expect(pharmacy.distance).toBeGreaterThanOrEqual(1);
    }
  });

  it('finds a product by NDC in every legal notation', async () => {
    const base = await ok(`${SF}&DrugName=atorvastatin&NumPharm=1`);
    const ndc = detail(base.Drugs[0] as LocatedDrug).ndc;
    const notations = [ndc, `${ndc.slice(0, 5)}-${ndc.slice(5, 9)}-${ndc.slice(9)}`];
    if (ndc.startsWith('0'))
      notations.push(`${ndc.slice(1, 5)}-${ndc.slice(5, 9)}-${ndc.slice(9)}`);
    for (const notation of notations) {
      const body = await ok(`${SF}&NDC=${notation}&NumPharm=3`);
      expect(body.Drugs.every((r) => r.drug.ndc === ndc)).toBe(true);
    }
  });

  it('finds a formulation by GSN and switches strength through the Strengths picker', async () => {
    const first = await ok(`${SF}&DrugName=atorvastatin`);
    const other = first.Strengths.find((s) => !s.isSelected);
    expect(other?.gsn).toMatch(/^\d{6}$/);
    const switched = await ok(`${SF}&DrugName=atorvastatin&GSN=${other?.gsn}`);
    expect(switched.Strengths.find((s) => s.isSelected)?.strength).toBe(other?.strength);
    expect(detail(switched.Drugs[0] as LocatedDrug).gsn).toBe(other?.gsn);
    const byGsnAlone = await ok(`${SF}&GSN=${other?.gsn}`);
    expect(detail(byGsnAlone.Drugs[0] as LocatedDrug).gsn).toBe(other?.gsn);
  });

  it('Form and Strength (extensions) narrow the product; an absent strength is a 404', async () => {
    const body = await ok(`${SF}&DrugName=atorvastatin&Strength=40 mg&Form=tablet`);
    expect(body.Strengths.find((s) => s.isSelected)?.strength).toBe('40 MG');
    expect(detail(body.Drugs[0] as LocatedDrug).ln).toBe('ATORVASTATIN 40 MG TABLET');
    await problem(`${SF}&DrugName=atorvastatin&Strength=33 MG`, 404);
  });

  it('matches parameter names case-insensitively and ignores unknown ones', async () => {
    const body = await ok('GROUPID=G1&zip=94110&drugname=atorvastatin&numpharm=3&whatever=1');
    expect(body.Drugs).toHaveLength(3);
  });

  it('NumPharm limits the rows', async () => {
    expect((await ok(`${SF}&DrugName=atorvastatin&NumPharm=1`)).Drugs).toHaveLength(1);
    expect((await ok(`${SF}&DrugName=atorvastatin&NumPharm=100`)).Drugs).toHaveLength(100);
  });

  it('SortBy=price orders by price, ties by distance; same set as by distance', async () => {
    const byPrice = await ok(`${SF}&DrugName=atorvastatin&SortBy=price`);
    const byDistance = await ok(`${SF}&DrugName=atorvastatin`);
    expect(
      isSortedBy(
        byPrice.Drugs,
        (r) => r.pricing.price,
        (r) => r.pharmacy.distance ?? 0,
      ),
    ).toBe(true);
    const ids = (b: FindDrugsAnswer) => b.Drugs.map((r) => r.pharmacy.id).sort();
    expect(ids(byPrice)).toEqual(ids(byDistance));
  });

  it('prices at Qty and marks a custom quantity as selected', async () => {
    const body = await ok(`${SF}&DrugName=atorvastatin&Qty=45`);
    expect(body.Drugs.every((r) => r.drug.qty === 45)).toBe(true);
    expect(body.Quantities).toContainEqual(expect.objectContaining({ qty: 45, isSelected: true }));
    const q30 = await ok(`${SF}&DrugName=atorvastatin&Qty=30&NumPharm=1`);
    const q90 = await ok(`${SF}&DrugName=atorvastatin&Qty=90&NumPharm=1`);
    expect((q90.Drugs[0] as LocatedDrug).pricing.price).toBeGreaterThan(
      (q30.Drugs[0] as LocatedDrug).pricing.price,
    );
  });

  it('PriceOnly empties the pickers and trims the drug to ndc, qty, ln', async () => {
    const body = await ok(`${SF}&DrugName=atorvastatin&PriceOnly=true&IncludeDrugInfo=true`);
    expect(body.Forms).toEqual([]);
    expect(body.Names).toEqual([]);
    expect(body.Quantities).toEqual([]);
    expect(body.Strengths).toEqual([]);
    expect(Object.keys((body.Drugs[0] as LocatedDrug).drug).sort()).toEqual(['ln', 'ndc', 'qty']);
  });

  it('IncludeDrugInfo adds the drug-info fields', async () => {
    const body = await ok(`${SF}&DrugName=lipitor&IncludeDrugInfo=1&NumPharm=1`);
    expect(detail(body.Drugs[0] as LocatedDrug)).toMatchObject({
      genericName: 'Atorvastatin',
      brandName: 'Lipitor',
      description: expect.stringMatching(/^Lipitor .*NADAC/),
      isDiscontinued: false,
      discontinuedDate: null,
    });
  });

  it('UseUC with UC replaces the U&C in the lesser-of comparison', async () => {
    const body = await ok(`${SF}&DrugName=lipitor&UseUC=true&UC=1.23&NumPharm=5`);
    for (const row of body.Drugs) {
      expect(row.pricing).toMatchObject({ price: 1.23, priceBasis: 'U&C', ucPrice: 1.23 });
    }
    const ignored = await ok(`${SF}&DrugName=lipitor&UC=1.23&NumPharm=5`);
    expect(ignored.Drugs.every((r) => r.pricing.price > 1.23)).toBe(true);
  });

  it('BrandIndicator narrows to brand or generic; ReferencedBN selects generics of a brand', async () => {
    const brand = await ok(`${SF}&DrugName=atorvastatin&BrandIndicator=B&NumPharm=1`);
    expect(detail(brand.Drugs[0] as LocatedDrug).brandGeneric).toBe('B');
    const generic = await ok(`${SF}&DrugName=lipitor&BrandIndicator=g&NumPharm=1`);
    expect(detail(generic.Drugs[0] as LocatedDrug).brandGeneric).toBe('G');
    const referenced = await ok(`${SF}&DrugName=atorvastatin&ReferencedBN=Lipitor&NumPharm=1`);
    expect(detail(referenced.Drugs[0] as LocatedDrug).brandGeneric).toBe('G');
  });

  it('resolves City+State and Lat+Long locations', async () => {
    const city = await ok(
      'groupID=G1&City=San Francisco&State=CA&DrugName=atorvastatin&NumPharm=3',
    );
    expect(city.Drugs).toHaveLength(3);
    const point = await ok(
      'groupID=G1&Lat=37.7749&Long=-122.4194&DrugName=atorvastatin&NumPharm=3',
    );
    expect((point.Drugs[0] as LocatedDrug).pharmacy.distance).toBeLessThan(2);
  });

  it('prices a generic no dearer than its brand at any pharmacy (dapagliflozin, Farxiga)', async () => {
    const query = `groupID=G1&Zip=10001&NumPharm=25&Strength=10 MG&Qty=30`;
    const generic = await ok(`${query}&DrugName=dapagliflozin`);
    const brand = await ok(`${query}&DrugName=Farxiga`);
    const brandPrice = new Map(brand.Drugs.map((row) => [row.pharmacy.id, row.pricing.price]));
    expect(generic.Drugs.length).toBeGreaterThan(0);
    for (const row of generic.Drugs) {
      expect(row.pricing.price).toBeLessThanOrEqual(brandPrice.get(row.pharmacy.id) ?? Infinity);
    }
  });

  it('fills a brand NADAC does not price from its generic, at the usual quantity', async () => {
    const body = await ok(`${SF}&DrugName=Keflex&NumPharm=3`);
    expect(detail(body.Drugs[0] as LocatedDrug)).toMatchObject({
      ln: expect.stringMatching(/^CEPHALEXIN 500 MG CAPSULE/),
      brandGeneric: 'G',
      qty: 28, // 500 mg four times daily for 7 days,
      quantityLabel: 'capsules',
    });
    expect(body.Quantities.find((q) => q.isSelected)).toMatchObject({ qty: 28, ranking: 1 });
  });

  it('says whose hours a pharmacy lists (extension hoursKind)', async () => {
    const body = await ok(`${SF}&DrugName=atorvastatin&NumPharm=100`);
    for (const { pharmacy } of body.Drugs) {
      if (pharmacy.hoursOfOperation === null) expect(pharmacy.hoursKind).toBeNull();
      else expect(['pharmacy', 'store']).toContain(pharmacy.hoursKind);
    }
    const walgreens = body.Drugs.find(
      (r) => r.pharmacy.chainCode === 'WAG' && r.pharmacy.hoursOfOperation !== null,
    );
    expect(walgreens?.pharmacy.hoursKind).toBe('store');
  });

  it('PharmacyId (extension) prices at that one pharmacy, measured from the location if given', async () => {
    const near = await ok(`${SF}&DrugName=atorvastatin&NumPharm=5`);
    const third = near.Drugs[2] as LocatedDrug;
    const there = await ok(`${SF}&DrugName=atorvastatin&PharmacyId=${third.pharmacy.id}`);
    expect(there.Drugs).toEqual([third]);
    const alone = await ok(`groupID=G1&DrugName=atorvastatin&PharmacyId=${third.pharmacy.id}`);
    expect(alone.Origin).toBeNull();
    expect(alone.Drugs).toHaveLength(1);
    expect(alone.Drugs[0]?.pharmacy).toEqual({ ...third.pharmacy, distance: null });
    expect(alone.Drugs[0]?.pricing).toEqual(third.pricing);
  });

  it('answers a brand NADAC does not price at all with a 404 that says so', async () => {
    const body = await problem(`${SF}&DrugName=Levemir`, 404);
    expect(body.detail).toMatch(/Levemir is not in the CMS NADAC price list/);
  });

  it('is deterministic: the same query gives the same body', async () => {
    const query = `${SF}&DrugName=metformin&SortBy=price`;
    expect(await ok(query)).toEqual(await ok(query));
  });
});

describe('GET /gateway/Drug/FindDrugs — errors', () => {
  it('400 lists every bad parameter in one problem', async () => {
    const body = await problem('groupID=&Lat=100&Long=x&NumPharm=500&BrandIndicator=Z&NDC=12', 400);
    expect(body.errors?.map((e) => e.parameter).sort()).toEqual(
      ['BrandIndicator', 'Lat', 'Long', 'NDC', 'NumPharm', 'groupID'].sort(),
    );
    expect(body.errors?.every((e) => e.message.length > 0)).toBe(true);
  });

  it('400 without a drug selector or location, and for an unknown ZIP or city', async () => {
    const none = await problem('groupID=G1', 400);
    expect(none.errors?.map((e) => e.parameter).sort()).toEqual(['DrugName', 'Zip']);
    expect((await problem('groupID=G1&DrugName=x&Zip=00000', 400)).errors?.[0]?.parameter).toBe(
      'Zip',
    );
    expect(
      (await problem('groupID=G1&DrugName=x&City=Atlantis&State=CA', 400)).errors?.[0]?.parameter,
    ).toBe('City');
  });

  it('404 drug-not-found when no drug matches', async () => {
    for (const query of [
      `${SF}&DrugName=zzzzqqqxx`,
      `${SF}&NDC=99999999999`,
      `${SF}&GSN=1`,
      `${SF}&DrugName=lisinopril&NDC=58151015577`, // selectors disagree: that NDC is Lipitor
    ]) {
      expect((await problem(query, 404)).type).toBe('/problems/drug-not-found');
    }
  });

  it('404 drug-not-found says what the name may have meant: suggestions, or candidates', async () => {
    const typo = await problem(`${SF}&DrugName=atorvastatinnnnn`, 404);
    expect(typo.suggestions).toContain('atorvastatin');
    expect(typo.suggestions?.length).toBeLessThanOrEqual(5);
    const inside = await problem(`${SF}&DrugName=levodopa`, 404);
    expect(inside.type).toBe('/problems/drug-not-found');
    expect(inside.candidates).toEqual(
      expect.arrayContaining(['carbidopa / levodopa', 'carbidopa / levodopa / entacapone']),
    );
    expect(inside.suggestions).toBeUndefined();
  });

  it('says which words of DrugName it did not use, and keeps the medicine', async () => {
    const body = await ok(`${SF}&DrugName=${encodeURIComponent('Basaglar KwikPen please')}`);
    expect(body.NameMatch).toMatchObject({ matched: 'Basaglar', ignored: ['please'] });
    expect(body.Drugs[0]?.drug.ln).toMatch(/BASAGLAR .*KWIKPEN/);
  });

  it('404 when no pharmacy is within 100 miles, or none has the NCPDP/NPI', async () => {
    expect((await problem('groupID=G1&Lat=0&Long=-150&DrugName=atorvastatin', 404)).type).toBe(
      '/problems/no-pharmacy-nearby',
    );
    expect((await problem('groupID=G1&NCPDP_NPI=1234567893&DrugName=atorvastatin', 404)).type).toBe(
      '/problems/pharmacy-not-found',
    );
    const unknownId = await problem(`${SF}&PharmacyId=ph_000000000000&DrugName=atorvastatin`, 404);
    expect(unknownId).toMatchObject({
      type: '/problems/pharmacy-not-found',
      detail: 'No pharmacy has id ph_000000000000.',
    });
  });

  it('414 for a query string over 4 KiB', async () => {
    await problem(`${SF}&DrugName=atorvastatin&pad=${'x'.repeat(4100)}`, 414);
  });
});

describe('x-request-id', () => {
  it('echoes a sane caller id and replaces an unsafe one', async () => {
    expect(
      (
        await call(`${SF}&DrugName=atorvastatin&NumPharm=1`, { 'x-request-id': 'abc-123' })
      ).headers.get('x-request-id'),
    ).toBe('abc-123');
    const generated = (await call('groupID=G1', { 'x-request-id': 'bad id\u0001' })).headers.get(
      'x-request-id',
    );
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('robustness', () => {
  it('random query strings never produce a 5xx', async () => {
    const parameterName = fc.constantFrom(
      'groupID',
      'DrugName',
      'NDC',
      'GSN',
      'Zip',
      'City',
      'State',
      'Lat',
      'Long',
      'NumPharm',
      'Qty',
      'UC',
      'UseUC',
      'PriceOnly',
      'IncludeDrugInfo',
      'BrandIndicator',
      'ReferencedBN',
      'NCPDP_NPI',
      'PharmacyId',
      'SortBy',
      'Address1',
      'x',
    );
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'atorvastatin',
        'lipitor',
        '94110',
        'CA',
        '37.7',
        '-122.4',
        '1',
        'true',
        '0071-0155-23',
        'ph_000b6db74d7d',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(parameterName, value), { maxLength: 8 }),
        async (pairs) => {
          const params = new URLSearchParams([['groupID', 'G1'], ...pairs]);
          const response = await call(params.toString());
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (raw) => {
        const response = await call(encodeURI(raw).replace(/#/g, '%23'));
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
