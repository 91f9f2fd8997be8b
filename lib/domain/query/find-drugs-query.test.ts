import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFindDrugsQuery } from './find-drugs-query';
import type { Gazetteer } from '../place/location';
import { isRequestValidationError } from '../api/validation';

const mission = { latitude: 37.75, longitude: -122.41, city: 'San Francisco', state: 'CA' };
const gazetteer: Gazetteer = {
  zip: (zip) => (zip === '94110' ? mission : null),
  city: (city, state) =>
    city.toLowerCase() === 'san francisco' && state === 'CA'
      ? { latitude: 37.77, longitude: -122.42, city: 'San Francisco', state: 'CA' }
      : null,
};

/** The parse as a result: the query, or the field errors of the RequestValidationError it threw. */
const parse = (query: string) => {
  try {
    return { ok: true as const, query: parseFindDrugsQuery(new URLSearchParams(query), gazetteer) };
  } catch (err) {
    if (isRequestValidationError(err)) return { ok: false as const, errors: err.fieldErrors };
    throw err;
  }
};
const errorsOf = (query: string) => {
  const result = parse(query);
  if (result.ok) throw new Error(`expected errors for ${query}`);
  return result.errors;
};
const parameters = (query: string) =>
  errorsOf(query)
    .map((e) => e.parameter)
    .sort();

describe('parseFindDrugsQuery', () => {
  it('accepts a minimal valid query with defaults', () => {
    const result = parse('groupID=G1&DrugName=atorvastatin&Zip=94110');
    expect(result).toEqual({
      ok: true,
      query: {
        groupId: 'G1',
        drugName: 'atorvastatin',
        ndc: null,
        gsn: null,
        brandIndicator: null,
        referencedBrandName: null,
        form: null,
        strength: null,
        origin: { latitude: 37.75, longitude: -122.41, label: 'San Francisco, CA 94110' },
        originState: 'CA',
        pharmacyId: null,
        numPharm: 25,
        quantity: null,
        ucOverrideUsd: null,
        priceOnly: false,
        includeDrugInfo: false,
        sortBy: 'distance',
        groupBy: null,
      },
    });
  });

  it('reads GroupBy=chain in any case and names any other value', () => {
    expect(parse('groupID=G1&DrugName=x&Zip=94110&groupby=CHAIN')).toMatchObject({
      ok: true,
      query: { groupBy: 'chain' },
    });
    expect(errorsOf('groupID=G1&DrugName=x&Zip=94110&GroupBy=store')).toEqual([
      { parameter: 'GroupBy', message: 'must be chain' },
    ]);
  });

  it('matches parameter names case-insensitively and ignores unknown ones', () => {
    const result = parse('GROUPID=G1&drugname=lipitor&zip=94110&foo=bar&numpharm=5&sortby=PRICE');
    expect(result.ok && result.query).toMatchObject({
      drugName: 'lipitor',
      numPharm: 5,
      sortBy: 'price',
    });
  });

  it('lists every invalid parameter at once', () => {
    expect(
      parameters('groupID=bad!id&Lat=91&Long=-200&NDC=123&GSN=1234567&NumPharm=0&Qty=-1&UC=-2'),
    ).toEqual(['GSN', 'Lat', 'Long', 'NDC', 'NumPharm', 'Qty', 'UC', 'groupID'].sort());
  });

  it('requires groupID, a drug selector and a location', () => {
    expect(parameters('')).toEqual(['DrugName', 'Zip', 'groupID']);
    expect(parameters('groupID=')).toEqual(['DrugName', 'Zip', 'groupID']);
  });

  it('rejects Address1 alone as a location', () => {
    const errors = errorsOf('groupID=G1&DrugName=x&Address1=1 Main St');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/Address1/);
  });

  it('needs Lat with Long and City with State', () => {
    expect(parameters('groupID=G1&DrugName=x&Lat=37')).toEqual(['Long']);
    expect(parameters('groupID=G1&DrugName=x&Long=-122')).toEqual(['Lat']);
    expect(parameters('groupID=G1&DrugName=x&City=San Francisco')).toEqual(['State']);
    expect(parameters('groupID=G1&DrugName=x&State=CA')).toEqual(['City']);
  });

  it('rejects non-numeric and out-of-range coordinates', () => {
    expect(parameters('groupID=G1&DrugName=x&Lat=abc&Long=1')).toEqual(['Lat']);
    expect(parameters('groupID=G1&DrugName=x&Lat=1&Long=Infinity')).toEqual(['Long']);
    expect(parameters('groupID=G1&DrugName=x&Lat=-90.0001&Long=0')).toEqual(['Lat']);
    expect(parse('groupID=G1&DrugName=x&Lat=-90&Long=180').ok).toBe(true);
  });

  it('accepts ZIP+4 in both notations and rejects unknown ZIPs', () => {
    expect(parse('groupID=G1&DrugName=x&Zip=94110-1234').ok).toBe(true);
    expect(parse('groupID=G1&DrugName=x&Zip=941101234').ok).toBe(true);
    expect(parameters('groupID=G1&DrugName=x&Zip=1234')).toEqual(['Zip']);
    expect(errorsOf('groupID=G1&DrugName=x&Zip=00000')[0]?.message).toMatch(/not known/);
  });

  it('validates State codes and resolves known City+State pairs', () => {
    expect(parameters('groupID=G1&DrugName=x&City=San Francisco&State=XX')).toEqual(['State']);
    expect(parameters('groupID=G1&DrugName=x&City=Nowhere&State=CA')).toEqual(['City']);
    const ok = parse('groupID=G1&DrugName=x&City=san francisco&State=ca');
    expect(ok.ok && ok.query.origin).toEqual({
      latitude: 37.77,
      longitude: -122.42,
      label: 'San Francisco, CA',
    });
  });

  it('normalises NDC notations and pads GSN', () => {
    const result = parse('groupID=G1&NDC=0071-0155-23&GSN=123&Zip=94110');
    expect(result.ok && [result.query.ndc, result.query.gsn]).toEqual(['00071015523', '000123']);
  });

  it('checks NCPDP_NPI and makes it a location on its own', () => {
    expect(parameters('groupID=G1&DrugName=x&NCPDP_NPI=1234567890')).toEqual(['NCPDP_NPI']);
    const npi = parse('groupID=G1&DrugName=x&NCPDP_NPI=1234567893');
    expect(npi.ok && npi.query).toMatchObject({
      origin: null,
      pharmacyId: { kind: 'npi', value: '1234567893' },
    });
    const ncpdp = parse('groupID=G1&DrugName=x&NCPDP_NPI=1234567');
    expect(ncpdp.ok && ncpdp.query.pharmacyId).toEqual({ kind: 'ncpdp', value: '1234567' });
  });

  it('takes our own pharmacy id as PharmacyId (extension), a location on its own', () => {
    const byId = parse('groupID=G1&DrugName=x&PharmacyId=PH_00AB12CD34EF');
    expect(byId.ok && byId.query).toMatchObject({
      origin: null,
      pharmacyId: { kind: 'id', value: 'ph_00ab12cd34ef' },
    });
    const withZip = parse('groupID=G1&DrugName=x&PharmacyId=ph_00ab12cd34ef0011&Zip=94110');
    expect(withZip.ok && withZip.query.origin?.label).toBe('San Francisco, CA 94110');
    for (const bad of ['ph_123', 'ph_00ab12cd34eg', '00ab12cd34ef', 'ph_00ab12cd34ef0']) {
      expect(parameters(`groupID=G1&DrugName=x&PharmacyId=${bad}`)).toEqual(['PharmacyId']);
    }
    expect(
      parameters('groupID=G1&DrugName=x&PharmacyId=ph_00ab12cd34ef&NCPDP_NPI=1234567'),
    ).toEqual(['PharmacyId']);
  });

  it('parses booleans in any case and rejects others', () => {
    const result = parse(
      'groupID=G1&DrugName=x&Zip=94110&PriceOnly=TRUE&IncludeDrugInfo=1&UseUC=true&UC=4.5',
    );
    expect(result.ok && result.query).toMatchObject({
      priceOnly: true,
      includeDrugInfo: true,
      ucOverrideUsd: 4.5,
    });
    expect(parameters('groupID=G1&DrugName=x&Zip=94110&PriceOnly=yes')).toEqual(['PriceOnly']);
  });

  it('ignores UC unless UseUC is true', () => {
    const result = parse('groupID=G1&DrugName=x&Zip=94110&UC=4.5');
    expect(result.ok && result.query.ucOverrideUsd).toBeNull();
  });

  it('enforces BrandIndicator, NumPharm, Qty bounds and text lengths', () => {
    expect(parameters('groupID=G1&DrugName=x&Zip=94110&BrandIndicator=X')).toEqual([
      'BrandIndicator',
    ]);
    expect(parse('groupID=G1&DrugName=x&Zip=94110&BrandIndicator=g').ok).toBe(true);
    expect(parameters('groupID=G1&DrugName=x&Zip=94110&NumPharm=101')).toEqual(['NumPharm']);
    expect(parameters('groupID=G1&DrugName=x&Zip=94110&NumPharm=2.5')).toEqual(['NumPharm']);
    expect(parameters('groupID=G1&DrugName=x&Zip=94110&Qty=10001')).toEqual(['Qty']);
    expect(parameters('groupID=G1&DrugName=x&Zip=94110&Qty=0')).toEqual(['Qty']);
    expect(parse('groupID=G1&DrugName=x&Zip=94110&Qty=10000').ok).toBe(true);
    expect(parameters(`groupID=G1&DrugName=${'a'.repeat(101)}&Zip=94110`)).toEqual(['DrugName']);
    expect(parameters(`groupID=${'a'.repeat(33)}&DrugName=x&Zip=94110`)).toEqual(['groupID']);
  });

  it('refuses numbers too large to be finite (400 nines is not a U&C)', () => {
    const nines = '9'.repeat(400);
    expect(parameters(`groupID=G1&DrugName=x&Zip=94110&UseUC=true&UC=${nines}`)).toEqual(['UC']);
    expect(parameters(`groupID=G1&DrugName=x&Zip=94110&Qty=${nines}`)).toEqual(['Qty']);
  });

  it('reports a parameter given twice', () => {
    expect(parameters('groupID=G1&DrugName=x&Zip=94110&zip=94110')).toEqual(['Zip']);
  });

  it('names coordinates as the origin label', () => {
    const result = parse('groupID=G1&DrugName=x&Lat=37.7749&Long=-122.4194');
    expect(result.ok && result.query.origin?.label).toBe('37.7749, -122.4194');
  });

  it('throws nothing but a validation error, whatever the query string', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const result = parse(query);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});
