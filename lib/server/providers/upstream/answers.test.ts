import { describe, expect, it } from 'vitest';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { isApiError } from '@/lib/server/core/api-error';
import { findDrugsQuery } from '@/test-support/queries';
import { readAutocompleteReply, readFindDrugsReply } from './answers';
import { UpstreamFault, UpstreamUnauthorized } from './failures';
import type { UpstreamReply } from './transport';

const query = (overrides: Partial<FindDrugsQuery> = {}): FindDrugsQuery =>
  findDrugsQuery({
    drugName: 'atorvastatin',
    origin: { latitude: 37.75, longitude: -122.41, label: 'San Francisco, CA 94110' },
    ...overrides,
  });

const reply = (body: unknown, status = 200, contentType = 'application/json'): UpstreamReply => ({
  status,
  contentType,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** A row in the interface's own words, flat, as a strict implementation of it might send it (docs/API.md, "Prices from an upstream"). */
const specRow = {
  chainCode: 'WAG',
  pharmacyName: 'Walgreens #1',
  latitude: 37.75,
  longitude: -122.41,
  address: '1 Main St',
  phone: '4155550100',
  distance: 0.42,
  city: 'San Francisco',
  state: 'CA',
  zip: '941101234',
  hoursOfOperation: 'Mo-Fr 08:00-20:00',
  ndc: '00093505610',
  ln: 'ATORVASTATIN 10 MG TABLET',
  qty: 30,
  price: 2.86,
  priceBasis: 'MAC',
  ucPrice: 9.99,
  awpPrice: 3.72,
  macPrice: 0.86,
  brandGeneric: 'G',
  quantityLabel: 'tablets',
  svcPharmacyCategory: 1,
};

const mappedRow = {
  pharmacy: {
    id: expect.stringMatching(/^ph_[0-9a-f]{16}$/),
    ncpdp: null,
    npi: null,
    chainCode: 'WAG',
    pharmacyName: 'Walgreens #1',
    address: '1 Main St',
    city: 'San Francisco',
    state: 'CA',
    zip: '941101234',
    phone: '4155550100',
    latitude: 37.75,
    longitude: -122.41,
    distance: 0.42,
    locationPrecision: 'address',
    listingAsOf: null,
    confirmedAsOf: null,
    hoursOfOperation: 'Mo-Fr 08:00-20:00',
    hoursKind: 'pharmacy',
  },
  drug: {
    ndc: '00093505610',
    gsn: null,
    ln: 'ATORVASTATIN 10 MG TABLET',
    qty: 30,
    quantityLabel: 'tablets',
    brandGeneric: 'G',
  },
  pricing: {
    price: 2.86,
    priceBasis: 'MAC',
    ucPrice: 9.99,
    awpPrice: 3.72,
    macPrice: 0.86,
    svcPharmacyCategory: 1,
    isEstimate: false,
    costBasisAsOf: null,
  },
};

/** What a thrown value was, in words a test can compare. */
function failure(read: () => unknown): string {
  try {
    read();
  } catch (err) {
    if (isApiError(err)) return `${err.status} ${err.slug}: ${err.detail}`;
    if (err instanceof UpstreamFault)
      return `fault ${err.kind} retryable=${err.retryable}: ${err.message}`;
    if (err instanceof UpstreamUnauthorized) return 'unauthorized';
    throw err;
  }
  throw new Error('no failure');
}

describe('reading FindDrugs answers', () => {
  it('accepts the interface’s own shape: PascalCase lists of flat rows', () => {
    // The pickers' lists already have the interface's field names: they pass through as sent.
    const pickers = {
      Forms: [{ form: 'TABLET', gsn: '564012', isSelected: true, ranking: 1 }],
      Names: [{ drugName: 'atorvastatin', brandGeneric: 'G', isSelected: true }],
      Quantities: [
        { qty: 30, quantityLabel: 'tablets', gsn: '564012', isSelected: true, ranking: 1 },
      ],
      Strengths: [{ strength: '10 MG', gsn: '564012', isSelected: true, ranking: 1 }],
    };
    const answer = readFindDrugsReply(reply({ Drugs: [specRow], ...pickers }), query());
    expect(answer).toStrictEqual({ Drugs: [mappedRow], ...pickers });
  });

  it('takes a store known only by a registry point: blank address, approximate, told apart by position', () => {
    const point = (latitude: number) => ({
      ...specRow,
      pharmacyName: 'Publix Pharmacy',
      chainCode: 'PUBLIX',
      address: '',
      phone: '',
      latitude,
      locationPrecision: 'approximate',
      confirmedAsOf: '2026-05-31',
    });
    const { Drugs } = readFindDrugsReply(reply({ Drugs: [point(37.75), point(37.76)] }), query());
    expect(Drugs.map((row) => row.pharmacy.address)).toEqual(['', '']);
    expect(Drugs.map((row) => row.pharmacy.locationPrecision)).toEqual([
      'approximate',
      'approximate',
    ]);
    expect(Drugs[0]?.pharmacy.confirmedAsOf).toBe('2026-05-31');
    expect(new Set(Drugs.map((row) => row.pharmacy.id)).size).toBe(2);
  });

  it('accepts what engines really send: strings for numbers and flags, 99999, ZIP+4, punctuation, blanks, one element as an object, lower-camel wrappers, extra fields', () => {
    const answer = readFindDrugsReply(
      reply({
        requestId: 'abc',
        drugs: {
          locatedDrug: {
            pharmacy: {
              name: 'Walgreens #1',
              chainCode: 'WAG',
              ncpdp: '',
              npi: '1234567893',
              address: '1 Main St',
              city: 'San Francisco',
              state: 'ca',
              zip: '94110-1234',
              phone: '+1 (415) 555-0100',
              latitude: '37.75',
              longitude: '-122.41',
              distance: '0.42',
              hoursOfOperation: 'Mo-Fr 08:00-20:00',
              storeNumber: 1234,
            },
            drug: {
              ndc: '00093-5056-10',
              gsn: 564012,
              ln: 'ATORVASTATIN 10 MG TABLET',
              qty: '30',
              quantityLabel: 'tablets',
              brandGeneric: 'Generic',
              genericName: 'Atorvastatin',
              brandName: '',
              description: 'Atorvastatin 10 mg tablet',
              isDiscontinued: 'N',
              discontinuedDate: '',
            },
            pricing: {
              price: '$2.86',
              priceBasis: 'mac',
              usualAndCustomaryPrice: '9.99',
              averageWholesalePrice: 99999,
              maximumAllowableCost: 0.86,
              svcPharmacyCategory: '1',
              currency: 'USD',
            },
          },
        },
        forms: { locatedDrugForm: { form: 'TABLET', gsn: 564012, isSelected: 'true' } },
        names: { locatedDrugName: [{ name: 'atorvastatin', brandGeneric: 'G', selected: 'Y' }] },
        quantities: { locatedDrugQuantity: { quantity: '30', label: 'tablets', isSelected: 1 } },
      }),
      query({ includeDrugInfo: true }),
    );
    expect(answer.Drugs).toStrictEqual([
      {
        pharmacy: {
          ...mappedRow.pharmacy,
          npi: '1234567893',
          id: expect.stringMatching(/^ph_/),
        },
        drug: {
          ...mappedRow.drug,
          gsn: '564012',
          genericName: 'Atorvastatin',
          brandName: null,
          description: 'Atorvastatin 10 mg tablet',
          isDiscontinued: false,
          discontinuedDate: null,
        },
        pricing: { ...mappedRow.pricing, awpPrice: null },
      },
    ]);
    expect(answer.Forms).toStrictEqual([
      { form: 'TABLET', gsn: '564012', isSelected: true, ranking: 1 },
    ]);
    expect(answer.Names).toStrictEqual([
      { drugName: 'atorvastatin', brandGeneric: 'G', isSelected: true },
    ]);
    expect(answer.Quantities).toStrictEqual([
      { qty: 30, quantityLabel: 'tablets', gsn: null, isSelected: true, ranking: 1 },
    ]);
    expect(answer.Strengths).toStrictEqual([]); // missing list → empty
  });

  it('shapes the drug by the query: PriceOnly trims it and empties the pickers', () => {
    const answer = readFindDrugsReply(
      reply({ Drugs: [specRow], Names: [{ drugName: 'x', brandGeneric: 'G' }] }),
      query({ priceOnly: true, includeDrugInfo: true }),
    );
    expect(answer.Drugs[0]?.drug).toStrictEqual({
      ndc: '00093505610',
      qty: 30,
      ln: 'ATORVASTATIN 10 MG TABLET',
    });
    expect(answer.Names).toEqual([]);
  });

  it('infers a missing price basis from the price that won; leaves out rows without a price', () => {
    const answer = readFindDrugsReply(
      reply({
        Drugs: [
          { ...specRow, priceBasis: '', price: 9.99 },
          { ...specRow, pharmacyName: 'No price', price: 99999 },
        ],
      }),
      query(),
    );
    expect(answer.Drugs.map((r) => [r.pharmacy.pharmacyName, r.pricing.priceBasis])).toEqual([
      ['Walgreens #1', 'U&C'],
    ]);
    expect(
      failure(() => readFindDrugsReply(reply({ Drugs: [{ ...specRow, price: '' }] }), query())),
    ).toBe(
      '404 no-pharmacy-nearby: The price source has no priced pharmacy near the search location.',
    );
  });

  it.each([
    ['no drugs list', { Forms: [] }, /unusable answer \(drugs: /],
    [
      'a price that is no number',
      { Drugs: [{ ...specRow, price: 'call us' }] },
      /drugs\.0\.pricing\.price/,
    ],
    ['a pharmacy without a name', { Drugs: [{ ...specRow, pharmacyName: '' }] }, /pharmacyname/],
    ['an unknown price basis', { Drugs: [{ ...specRow, priceBasis: 'WAC' }] }, /price basis WAC/],
    ['a bad NDC', { Drugs: [{ ...specRow, ndc: '123' }] }, /drugs\.0\.drug\.ndc/],
    ['a bad ZIP', { Drugs: [{ ...specRow, zip: 'SW1A 1AA' }] }, /drugs\.0\.pharmacy\.zip/],
    ['a latitude out of range', { Drugs: [{ ...specRow, latitude: 123 }] }, /latitude/],
    [
      'a category outside 0–2',
      { Drugs: [{ ...specRow, svcPharmacyCategory: 7 }] },
      /svcpharmacycategory/,
    ],
    ['no brand/generic indicator', { Drugs: [{ ...specRow, brandGeneric: '' }] }, /brand\/generic/],
    ['a list of the wrong kind', { Drugs: 'none' }, /drugs\.0/],
  ])('rejects an answer with %s as unusable (→ 502), never half-mapped', (_, body, reason) => {
    const result = failure(() => readFindDrugsReply(reply(body), query()));
    expect(result).toMatch(/^fault unavailable retryable=false: unusable answer/);
    expect(result).toMatch(reason);
  });

  it('rejects malformed and truncated JSON and an HTML page sent as 200', () => {
    for (const body of ['{"drugs": {"locatedDrug": [', '<html><body>Welcome</body></html>', '']) {
      expect(failure(() => readFindDrugsReply(reply(body), query()))).toMatch(
        /unusable answer \(malformed JSON\)/,
      );
    }
  });
});

describe('reading upstream errors (their own bodies, not problem+json)', () => {
  it('400 becomes our 400 with the upstream’s message kept', () => {
    expect(
      failure(() =>
        readFindDrugsReply(reply({ message: 'Zip\u0007 is bad', code: 'E_ZIP' }, 400), query()),
      ),
    ).toBe('400 invalid-parameters: The price source refused the request: Zip is bad.');
    expect(
      failure(() => readFindDrugsReply(reply('<h1>Bad</h1>', 400, 'text/html'), query())),
    ).toBe('400 invalid-parameters: The price source refused the request: no reason given.');
  });

  it('404 becomes the matching one of our 404s, by code or by what was asked', () => {
    const notFound = (body: unknown, q = query()) =>
      failure(() => readFindDrugsReply(reply(body, 404), q));
    expect(notFound({ message: 'No drug named x', code: 'DRUG_NOT_FOUND' })).toBe(
      '404 drug-not-found: No drug named x',
    );
    expect(notFound({ message: 'Nothing within 100 miles', code: 'NO_PHARMACY_NEARBY' })).toMatch(
      /^404 no-pharmacy-nearby/,
    );
    expect(
      notFound(
        { error: { message: 'Unknown pharmacy 1234567', code: 'PHARMACY_NOT_FOUND' } },
        query({ pharmacyId: { kind: 'ncpdp', value: '1234567' } }),
      ),
    ).toBe('404 pharmacy-not-found: Unknown pharmacy 1234567');
    expect(notFound('<html>Not Found</html>')).toBe(
      '404 drug-not-found: The price source found nothing for the request.',
    );
  });

  it('401 asks for a renewed token; 502/503/504 are retryable faults, other statuses are not', () => {
    expect(failure(() => readFindDrugsReply(reply({ message: 'expired' }, 401), query()))).toBe(
      'unauthorized',
    );
    for (const status of [502, 503, 504]) {
      expect(failure(() => readFindDrugsReply(reply('<html>busy</html>', status), query()))).toBe(
        `fault unavailable retryable=true: answered ${status}`,
      );
    }
    for (const status of [500, 403, 429, 302]) {
      expect(failure(() => readFindDrugsReply(reply({}, status), query()))).toBe(
        `fault unavailable retryable=false: answered ${status}`,
      );
    }
  });
});

describe('reading Autocomplete answers', () => {
  it('accepts a list of objects, one bare object, a wrapper, bare strings; 404 is no names', () => {
    expect(
      readAutocompleteReply(reply({ drugNames: [{ drugName: 'a' }, { drugName: 'b' }] })),
    ).toEqual(['a', 'b']);
    expect(readAutocompleteReply(reply({ DrugNames: { drugName: 'a' } }))).toEqual(['a']);
    expect(readAutocompleteReply(reply({ drugNames: { drugName: ['a', 'b'] } }))).toEqual([
      'a',
      'b',
    ]);
    expect(readAutocompleteReply(reply({ drugNames: ['a'] }))).toEqual(['a']);
    expect(readAutocompleteReply(reply({ drugNames: '' }))).toEqual([]);
    expect(readAutocompleteReply(reply({ message: 'none' }, 404))).toEqual([]);
    expect(
      failure(() => readAutocompleteReply(reply({ drugNames: [{ drugName: 7.5, x: [] }, {}] }))),
    ).toMatch(/unusable answer \(drugnames\.1/);
  });
});
