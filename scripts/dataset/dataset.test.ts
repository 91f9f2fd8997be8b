import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { BrandTable } from './brand-table';
import { buildProducts } from './drugs';
import { readForm } from './dose-form';
import { normalizeStrength, strengthOf } from './strengths';
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
    ['ATORVASTATIN 10 MG TABLET', 'TABLET', null],
    ['METFORMIN HCL ER 500 MG TABLET', 'TABLET, EXTENDED RELEASE', 'ER'],
    ['BUPROPION HCL SR 150 MG TABLET', 'TABLET, EXTENDED RELEASE', 'SR'],
    ['BUPROPION HCL XL 150 MG TABLET', 'TABLET, EXTENDED RELEASE', 'XL'],
    ['DILTIAZEM 24H ER(CD) 120 MG CP', 'CAPSULE, EXTENDED RELEASE', 'CD'],
    ['OXYCODONE HCL (IR) 15 MG TAB', 'TABLET', null],
    ['ONDANSETRON ODT 4 MG TABLET', 'TABLET, ORALLY DISINTEGRATING', null],
    ['MONTELUKAST SOD 5 MG TAB CHEW', 'TABLET, CHEWABLE', null],
    ['ASENAPINE 10 MG TABLET SL', 'TABLET, SUBLINGUAL', null],
    ['LAMICTAL 25 MG DISPER TABLET', 'TABLET, FOR SUSPENSION', null],
    ['BUPRENORPHINE-NALOXONE 8-2 MG SL FILM', 'FILM, SUBLINGUAL', null],
    ['AMOX-CLAV 250-62.5 MG/5 ML SUSP', 'SUSPENSION', null],
    ['TIMOLOL MALEATE 0.5% EYE DROPS', 'SOLUTION, OPHTHALMIC', null],
    ['BRIMONIDINE TARTRATE 0.1% DROP', 'SOLUTION, OPHTHALMIC', null],
    ['TIMOLOL 0.5% GEL-SOLUTION', 'SOLUTION, GEL FORMING, OPHTHALMIC', null],
    ['HYDROCORTISONE 1% CREAM', 'CREAM', null],
    ['ALBUTEROL HFA 90 MCG INHALER', 'AEROSOL, INHALATION', null],
    ['ARNUITY ELLIPTA 100 MCG INH', 'POWDER, INHALATION', null],
    ['NALOXONE HCL 4 MG NASAL SPRAY', 'SPRAY, NASAL', null],
    ['EPINEPHRINE 0.3 MG AUTO-INJECT', 'INJECTION, AUTO-INJECTOR', null],
    ['OZEMPIC 1 MG/DOSE (4 MG/3 ML) PEN', 'INJECTION, PEN', null],
    ['NALOXONE 2 MG/2 ML SYRINGE', 'INJECTION, SYRINGE', null],
    ['ESTRADIOL 0.1% (1 MG) GEL PKT', 'GEL', null],
    ['AMLODIPINE-ATORVASTATIN 10-20 MG', null, null],
  ])('%s is %s (release %s)', (description, form, release) => {
    const read = readForm({ description, listedForm: '', listedRoute: '' });
    expect([read.form, read.release]).toEqual([form, release]);
  });

  it.each([
    ['SULFAMETHOXAZOLE-TMP DS TABLET', '800-160 MG'],
    ['SULFAMETHOXAZOLE-TMP SS TABLET', '400-80 MG'],
    ['INSULIN GLARGINE-YFGN U100 PEN', '100 UNIT/ML'],
    ['ACETAMINOPHEN-COD #3 TABLET', '300-30 MG'],
  ])('the strength %s names is %s', (description, strength) => {
    expect(strengthOf('', description)).toBe(strength);
  });

  it('reads a combination written without its unit as milligrams, except for hormones', () => {
    expect(strengthOf('', 'CARBIDOPA-LEVODOPA 25-100 TAB', { unitlessIsMg: true })).toBe(
      '25-100 MG',
    );
    expect(strengthOf('', 'LARIN 21 1-20 TABLET', { unitlessIsMg: false })).toBeNull();
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
    const [brand, generic] = buildProducts(rows, products, top, brands, []);
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
    expect(buildProducts(rows, products, top, brands, [])[0]?.gsn).toBe(brand?.gsn);
  });

  it('fails loudly when a price has no product row', () => {
    expect(() =>
      buildProducts([nadac('00000000009', 'X 1 MG TABLET', 'G')], [], [], brands, []),
    ).toThrow(/00000000009/);
  });
});
