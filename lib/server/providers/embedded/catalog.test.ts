import { describe, expect, it } from 'vitest';
import type { DrugProduct } from '@/lib/domain/dataset/dataset-schema';
import { loadDataset } from '@/lib/server/dataset/load';
import { findDrugsQuery } from '@/test-support/queries';
import { DrugCatalog } from './catalog';
import { selectProduct } from './selection';

// The committed dataset through the real catalogue: what a search by name prices by default.
const dataset = loadDataset();
const catalog = new DrugCatalog(dataset.products, dataset.drugNames);

const byName = (drugName: string): DrugProduct =>
  selectProduct(catalog, findDrugsQuery({ drugName })).product;

/** Brand names people type, with the family a pharmacy fills them from. */
const COMMON_BRANDS: ReadonlyArray<[string, string]> = [
  ['Lipitor', 'atorvastatin'],
  ['Crestor', 'rosuvastatin'],
  ['Zocor', 'simvastatin'],
  ['Norvasc', 'amlodipine'],
  ['Toprol XL', 'metoprolol'],
  ['Lopressor', 'metoprolol'],
  ['Synthroid', 'levothyroxine'],
  ['Levoxyl', 'levothyroxine'],
  ['Glucophage', 'metformin'],
  ['Lasix', 'furosemide'],
  ['Keflex', 'cephalexin'],
  ['Augmentin', 'amoxicillin/clavulanate'],
  ['Zithromax', 'azithromycin'],
  ['Cipro', 'ciprofloxacin'],
  ['Zyrtec', 'cetirizine'],
  ['Desyrel', 'trazodone'],
  ['Zoloft', 'sertraline'],
  ['Lexapro', 'escitalopram'],
  ['Prozac', 'fluoxetine'],
  ['Wellbutrin XL', 'bupropion'],
  ['Neurontin', 'gabapentin'],
  ['Lyrica', 'pregabalin'],
  ['Ambien', 'zolpidem'],
  ['Xanax', 'alprazolam'],
  ['Klonopin', 'clonazepam'],
  ['Adderall', 'amphetamine/dextroamphetamine'],
  ['Ritalin', 'methylphenidate'],
  ['Concerta', 'methylphenidate'],
  ['Flomax', 'tamsulosin'],
  ['Proscar', 'finasteride'],
  ['Singulair', 'montelukast'],
  ['Advair', 'fluticasone/salmeterol'],
  ['Symbicort', 'budesonide/formoterol'],
  ['ProAir', 'albuterol'],
  ['Ventolin', 'albuterol'],
  ['Flovent', 'fluticasone'],
  ['Lantus', 'glargine insulin'],
  ['Humalog', 'insulin lispro'],
  ['Novolog', 'aspart insulin'],
  ['Januvia', 'sitagliptin'],
  ['Jardiance', 'empagliflozin'],
  ['Farxiga', 'dapagliflozin'],
  ['Eliquis', 'apixaban'],
  ['Xarelto', 'rivaroxaban'],
  ['Plavix', 'clopidogrel'],
  ['Coumadin', 'warfarin'],
  ['Entresto', 'sacubitril/valsartan'],
  ['Ozempic', 'semaglutide'],
  ['Wegovy', 'semaglutide'],
  ['Rybelsus', 'semaglutide'],
  ['Mounjaro', 'tirzepatide'],
  ['Zepbound', 'tirzepatide'],
  ['Trelegy', 'fluticasone/umeclidinium/vilanterol'],
  ['Tresiba', 'degludec insulin'],
  ['Paxlovid', 'nirmatrelvir/ritonavir'],
  ['Repatha', 'evolocumab'],
  ['Nurtec', 'rimegepant'],
  ['NuvaRing', 'estradiol ethinyl/etonogestrel'],
  ['Valtrex', 'valacyclovir'],
  ['Diflucan', 'fluconazole'],
  ['Prilosec', 'omeprazole'],
  ['Nexium', 'esomeprazole'],
  ['Protonix', 'pantoprazole'],
  ['Trulicity', 'dulaglutide'],
  ['Biktarvy', 'alafenamide tenofovir/bictegravir/emtricitabine'],
  ['Dupixent', 'dupilumab'],
  ['Humira', 'adalimumab'],
  ['Rinvoq', 'upadacitinib'],
  ['Cardizem CD', 'diltiazem'],
  ['Lotrel', 'amlodipine/benazepril'],
];

describe('brand names people type', () => {
  it.each(COMMON_BRANDS)('%s is filled from %s', (brand, familyKey) => {
    expect(byName(brand).familyKey).toBe(familyKey);
  });

  it('prices the searched brand itself when NADAC has it, else its generic', () => {
    expect(byName('Proscar').brandName).toBe('Proscar'); // not Propecia, the other finasteride brand
    expect(byName('Ritalin').brandName).toBe('Ritalin');
    expect(byName('Keflex')).toMatchObject({ brandGeneric: 'G', form: 'CAPSULE' });
    expect(byName('Sprintec').ln).toMatch(/^SPRINTEC /); // a branded generic
  });

  it('fills a brand NADAC does not price in the brand’s own form', () => {
    expect(byName('Flovent').form).toBe('AEROSOL, INHALATION'); // an inhaler, not the nasal spray
    expect(byName('Retin-A').form).toMatch(/CREAM|GEL/); // not the oral capsule
  });

  it('answers a brand with no NADAC price as such, not with a look-alike name', () => {
    expect(() => byName('Levemir')).toThrow(/not in the CMS NADAC price list/); // not levetiracetam
  });

  it('finds generics and aliases by the names people type', () => {
    expect(byName('semaglutide').brandName).toMatch(/Ozempic|Wegovy|Rybelsus/);
    expect(byName('tirzepatide').brandName).toMatch(/Mounjaro|Zepbound/);
    expect(byName('rosuvastatin')).toMatchObject({ familyKey: 'rosuvastatin', brandGeneric: 'G' });
    expect(byName('HCTZ').familyKey).toBe('hydrochlorothiazide');
    expect(byName('lisinopril hctz').familyKey).toBe('hydrochlorothiazide/lisinopril');
    expect(byName('valproate').familyKey).toBe('divalproex');
    expect(byName('amox clav').familyKey).toBe('amoxicillin/clavulanate');
    expect(byName('amoxicillin clavulanate').familyKey).toBe('amoxicillin/clavulanate');
  });
});

describe('families', () => {
  const familyOf = (ln: RegExp) => dataset.products.find((p) => ln.test(p.ln))?.familyKey;

  it('merges the issue’s split families', () => {
    expect(familyOf(/^TRIAMTERENE-HYDROCHLOROTHIAZID/)).toBe('hydrochlorothiazide/triamterene');
    expect(familyOf(/^PANTOPRAZOLE SOD DR/)).toBe('pantoprazole');
    expect(familyOf(/^DILTIAZEM 24H ER\(CD\)/)).toBe('diltiazem');
    expect(familyOf(/^AMLODIPINE-ATORVAST /)).toBe('amlodipine/atorvastatin');
    expect(familyOf(/^HUMULIN R /)).toBe('human insulin');
    expect(familyOf(/^NOVOLIN R /)).toBe('human insulin');
  });

  it('files 2026 brand rows under their generic', () => {
    for (const [ln, familyKey] of [
      [/^LOPRESSOR /, 'metoprolol'],
      [/^LEVOXYL /, 'levothyroxine'],
      [/^LOTREL /, 'amlodipine/benazepril'],
      [/^OZEMPIC /, 'semaglutide'],
      [/^MOUNJARO /, 'tirzepatide'],
    ] as const) {
      expect(familyOf(ln)).toBe(familyKey);
    }
  });

  it('names prescription brand families by their ingredients', () => {
    // Raldesy's ingredient could not be confirmed from a public label here; OTC eye drops and
    // cosmetics (Refresh, Systane, Cetaphil …) keep their brand as their name.
    const selfNamed = new Set(
      dataset.products
        .filter((p) => !p.otc && p.brandName && p.familyKey === p.brandName.toLowerCase())
        .map((p) => p.brandName),
    );
    expect([...selfNamed].sort()).toEqual(['Glucagon', 'Raldesy']); // Glucagon is its ingredient
  });
});

describe('brand or generic', () => {
  const kindsOf = (ln: RegExp) =>
    new Set(dataset.products.filter((p) => ln.test(p.ln)).map((p) => p.brandGeneric));

  it('follows CMS, with one kind per brand: Dilantin’s NDC that CMS marks G is a brand too', () => {
    expect(kindsOf(/^DILANTIN /)).toEqual(new Set(['B']));
    expect(kindsOf(/^PROCENTRA /)).toEqual(new Set(['B'])); // B-ANDA in the 2026 file
  });

  it('keeps trade-named generics (branded generics CMS marks G) generic', () => {
    expect(kindsOf(/^SPRINTEC /)).toEqual(new Set(['G']));
    expect(kindsOf(/^JANTOVEN /)).toEqual(new Set(['G']));
  });
});

// The counter defaults are reviewed data (scripts/dataset/usual-doses.csv) measured against the
// golden set (scripts/dataset/golden.test.ts); these are the package and dosing facts behind them.
describe('defaults a pharmacy counter would fill', () => {
  it.each([
    ['lisinopril', 'TABLET', '10 MG', 30, 'tablets'],
    ['metformin', 'TABLET', '500 MG', 60, 'tablets'], // twice daily
    ['amoxicillin', 'CAPSULE', '500 MG', 21, 'capsules'], // a 7-day course
    ['azithromycin', 'TABLET', '250 MG', 6, 'tablets'], // a Z-Pak
    ['albuterol', 'AEROSOL, INHALATION', '90 MCG', 8.5, 'g'], // one inhaler
    ['Symbicort', 'AEROSOL, INHALATION', '160-4.5 MCG', 10.2, 'g'],
    ['Lantus', 'INJECTION, PEN', '100 UNIT/ML', 15, 'mL'], // five SoloStar pens
    ['Paxlovid', 'TABLET', '300-100 MG', 30, 'tablets'],
    ['gabapentin', 'CAPSULE', '300 MG', 90, 'capsules'], // three times daily
  ])('%s → %s %s, %d %s', (name, form, strength, qty, label) => {
    const product = byName(name);
    expect(product).toMatchObject({ form, strength, quantityLabel: label });
    expect(product.quantities[0]).toBe(qty);
  });

  it('dispenses one of what is sold one at a time', () => {
    expect(byName('NuvaRing')).toMatchObject({ quantities: [1, 3], quantityLabel: 'rings' });
    expect(byName('Ozempic').quantities[0]).toBe(3); // one 3 mL pen
    expect(byName('Wegovy').quantities[0]).toBe(2); // four 0.5 mL single-dose pens
    expect(byName('Xulane').quantities[0]).toBe(3); // a box of three patches
    expect(byName('latanoprost').quantities[0]).toBe(2.5); // one bottle
  });

  it('never defaults to more than a month of an oral solid taken up to six a day', () => {
    // Calcium acetate, a phosphate binder, is two capsules with each meal: 180 a month.
    const oral = dataset.products.filter((p) => /^(TABLET|CAPSULE)$/.test(p.form));
    expect(oral.every((p) => (p.quantities[0] ?? 0) <= 180)).toBe(true);
  });
});
