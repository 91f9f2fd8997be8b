import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { BrandTable } from './brand-table';
import { buildProducts } from './drugs';
import { formFromDescription, normalizeStrength, strengthOf } from './forms';
import { familyKeyOf, ingredientsOf } from './names';

describe('parseCsv', () => {
  it('handles quoted fields with commas, doubled quotes, CRLF and a missing final newline', () => {
    const rows = parseCsv('a,b,c\r\n1,"x, y","say ""hi"""\r\n2,,last');
    expect(rows).toEqual([
      { a: '1', b: 'x, y', c: 'say "hi"' },
      { a: '2', b: '', c: 'last' },
    ]);
  });
});

describe('family keys', () => {
  // Keys ignore ingredient order, salts, esters and release or device words.
  it.each([
    ['Atorvastatin Calcium', 'atorvastatin'],
    ['Metformin Hydrochloride', 'metformin'],
    ['Glyburide and Metformin Hydrochloride', 'glyburide/metformin'],
    ['Glyburide-metformin Hydrochloride', 'glyburide/metformin'],
    ['Metformin Hydrochloride and Glyburide', 'glyburide/metformin'],
    ['Triamterene and Hydrochlorothiazide', 'hydrochlorothiazide/triamterene'],
    ['Hydrochlorothiazide-Triamterene', 'hydrochlorothiazide/triamterene'],
    ['Calcium Carbonate', 'calcium carbonate'],
    ['Potassium Chloride', 'chloride potassium'],
    ['Levothyroxine Sodium', 'levothyroxine'],
    ['Fentanyl Transdermal System', 'fentanyl'],
    ['Diltiazem ER', 'diltiazem'],
    ['Diltiazem Extended-Release', 'diltiazem'],
    ['Diltiazem 24H ER(CD)', 'diltiazem'],
    ['Pantoprazole Sod DR', 'pantoprazole'],
    ['Clopidogrel Bisulfate', 'clopidogrel'],
    ['Fluticasone Furoate and Vilanterol Trifenatate', 'fluticasone/vilanterol'],
    ['Human Insulin', 'human insulin'],
    ['Insulin Human', 'human insulin'],
    ['Adalimumab-aacf', 'adalimumab'],
    ['Insulin Glargine-yfgn', 'glargine insulin'],
    [
      'Norethindrone Acetate and Ethinyl Estradiol and Ferrous Fumarate',
      'estradiol ethinyl/norethindrone',
    ],
    ['Dimethyl Fumarate', 'dimethyl fumarate'],
  ])('%s → %s', (name, key) => {
    expect(familyKeyOf(ingredientsOf(name))).toBe(key);
  });
});

describe('forms and strengths', () => {
  it.each([
    ['ATORVASTATIN 10 MG TABLET', 'TABLET'],
    ['METFORMIN HCL ER 500 MG TABLET', 'TABLET'],
    ['DILTIAZEM 24HR ER 120 MG CAP', 'CAPSULE'],
    ['AMOX-CLAV 250-62.5 MG/5 ML SUSP', 'SUSPENSION'],
    ['HYDROCORTISONE 1% CREAM', 'CREAM'],
    ['AMLODIPINE-ATORVASTATIN 10-20 MG', null],
  ])('form of %s is %s', (description, form) => {
    expect(formFromDescription(description)).toBe(form);
  });

  it('normalises strengths and recovers combination strengths from the description', () => {
    expect(normalizeStrength(' 1,000 MG ')).toBe('1000 MG');
    expect(normalizeStrength('500 mg / 5 ml')).toBe('500 MG/5 ML');
    expect(strengthOf('10 MG', 'CADUET 10 MG-20 MG TABLET')).toBe('10-20 MG');
    expect(strengthOf('', 'ATORVASTATIN 20 MG TABLET')).toBe('20 MG');
    expect(strengthOf('', 'SOMETHING WITHOUT STRENGTH')).toBeNull();
  });

  it('parses a strength the directory shortened', () => {
    expect(strengthOf('150-100 MG', 'PAXLOVID 300/150-100 MG DOSE PACK')).toBe('300/150-100 MG');
  });
});

describe('buildProducts', () => {
  const brands = new BrandTable([
    { brand: 'Lipitor', ingredients: 'atorvastatin', source: 'Orange Book' },
  ]);
  const nadac = (ndc: string, description: string, classification: string) => ({
    ndc11: ndc,
    description,
    nadac_per_unit: '0.5',
    pricing_unit: 'EA',
    effective_date: '2026-04-22',
    otc: 'N',
    classification,
    corresponding_generic_nadac_per_unit: '',
    as_of_date: '2026-04-29',
  });
  const product = (
    ndc: string,
    brand: string,
    generic: string,
    strength: string,
    form = 'TABLET',
  ) => ({
    ndc11: ndc,
    product_ndc: '',
    proprietary_name: brand,
    nonproprietary_name: generic,
    labeler: 'Lab',
    dosage_form: form,
    strength,
    route: 'ORAL',
    dea_schedule: '',
    marketing_end_date: '',
    package_description: '',
    source: 'test',
  });

  it('gives brand and generic of one formulation the same stable GSN and ranks the family', () => {
    const rows = [
      nadac('00000000001', 'LIPITOR 20 MG TABLET', 'B'),
      nadac('00000000002', 'ATORVASTATIN 20 MG TABLET', 'G'),
    ];
    const products = [
      product('00000000001', 'Lipitor', 'Atorvastatin Calcium', '20 MG'),
      product('00000000002', 'Atorvastatin Calcium', 'Atorvastatin Calcium', '20 MG'),
    ];
    const top = [{ rank: '1', name: 'Atorvastatin', ingredients: 'atorvastatin' }];
    const [brand, generic] = buildProducts(rows, products, top, brands);
    expect(brand).toMatchObject({
      brandGeneric: 'B',
      brandName: 'Lipitor',
      familyKey: 'atorvastatin',
      popularityRank: 1,
    });
    expect(generic).toMatchObject({
      brandGeneric: 'G',
      brandName: null,
      genericName: 'Atorvastatin',
    });
    expect(brand?.gsn).toBe(generic?.gsn);
    expect(buildProducts(rows, products, top, brands)[0]?.gsn).toBe(brand?.gsn);
  });

  it('fails loudly when a price has no product row', () => {
    expect(() =>
      buildProducts([nadac('00000000009', 'X 1 MG TABLET', 'G')], [], [], brands),
    ).toThrow(/00000000009/);
  });
});
