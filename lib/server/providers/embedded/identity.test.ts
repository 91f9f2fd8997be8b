// The right drug: a search answers the medicine typed, with the salt, release
// and form typed, or a 404 that says what is priced; brands, salts and forms stay apart in the
// pickers. The committed dataset through the real catalogue.
import { describe, expect, it } from 'vitest';
import { formClassOf } from '@/lib/domain/drug/identity/dose-forms';
import { catalogSearch } from '@/test-support/catalog-search';
import { alternativesFor } from './alternatives';

const { dataset, select, problem } = catalogSearch();

describe('a search answers the medicine typed', () => {
  it.each([
    ['metoprolol tartrate', 'metoprolol', 'tartrate', null, 'tablet'],
    ['metoprolol succinate', 'metoprolol', 'succinate', 'ER', 'tablet'],
    ['bupropion SR', 'bupropion', null, 'SR', 'tablet'],
    ['bupropion XL', 'bupropion', null, 'XL', 'tablet'],
    ['tramadol ER', 'tramadol', null, 'ER', null],
    ['metformin ER', 'metformin', null, 'ER', 'tablet'],
    ['diclofenac potassium', 'diclofenac', 'potassium', null, null],
    ['hydroxyzine pamoate', 'hydroxyzine', 'pamoate', null, 'capsule'],
    ['fluticasone furoate', 'fluticasone', 'furoate', null, null],
    ['ondansetron ODT', 'ondansetron', null, null, 'odt'],
    ['nifedipine ER', 'nifedipine', null, 'ER', 'tablet'],
    ['amoxicillin suspension', 'amoxicillin', null, null, 'suspension'],
    ['clobetasol ointment', 'clobetasol', null, null, 'ointment'],
    ['timolol eye drops', 'timolol', null, null, 'eye drops'],
    ['lidocaine patch', 'lidocaine', null, null, 'patch'],
    ['ipratropium nebulizer', 'ipratropium', null, null, 'nebulizer'],
    ['ketoconazole cream', 'ketoconazole', null, null, 'cream'],
    ['venlafaxine ER', 'venlafaxine', 'hydrochloride', 'ER', 'capsule'],
  ])('%s → %s %s %s %s', (query, family, salt, release, form) => {
    const { product } = select(query);
    expect(product.familyKey).toBe(family);
    if (salt) expect(product.salt?.split(' ')).toContain(salt);
    if (release === null) expect(product.release).toBeNull();
    else if (release === 'ER') expect(product.release).not.toBeNull();
    else expect(product.release).toBe(release);
    if (form) expect(formClassOf(product.form)).toBe(form);
  });

  it('never answers a look-alike molecule, and says when a spelling was corrected', () => {
    expect(select('sitagliptin').product.familyKey).toBe('sitagliptin');
    expect(select('sitagliptin').nameMatch).toMatchObject({ corrected: false });
    expect(select('lisinoprl').nameMatch).toEqual({
      searched: 'lisinoprl',
      matched: 'lisinopril',
      corrected: true,
      via: 'spelling',
      alias: null,
      ignored: [],
      genericFor: null,
    });
    expect(select('metformin ER').product.familyKey).toBe('metformin'); // never Segluromet
    expect(problem('vitamin c').status).toBe(404); // never vitamin D or a multivitamin
  });

  it('answers a qualifier nothing priced honours with a 404 that lists what is priced', () => {
    const err = problem('metoprolol tartrate ER');
    expect(err.slug).toBe('variant-not-priced');
    expect((err.extensions.priced ?? []).map((v) => v.name)).toContain('metoprolol succinate');
  });
});

describe('pickers tell products apart', () => {
  it('lists only a brand’s own strengths (Ozempic, not Wegovy)', () => {
    const selection = select('Ozempic');
    const strengths = alternativesFor(selection, 3).Strengths.map((s) => s.strength);
    const ozempic = dataset.products.filter((p) => p.brandName === 'Ozempic');
    expect(new Set(strengths)).toEqual(new Set(ozempic.map((p) => p.strength)));
  });

  it('names each salt of a molecule, and each strength a description carries', () => {
    const names = alternativesFor(select('metoprolol'), 60).Names.map((n) => n.drugName);
    expect(names).toEqual(expect.arrayContaining(['metoprolol tartrate', 'metoprolol succinate']));
    const strengths = alternativesFor(select('sulfamethoxazole trimethoprim'), 20).Strengths;
    expect(strengths.map((s) => s.strength)).toEqual(
      expect.arrayContaining(['400-80 MG', '800-160 MG']),
    );
  });

  it('keeps orally disintegrating, sublingual and dispersible tablets apart from tablets', () => {
    const forms = (q: string) => alternativesFor(select(q), 30).Forms.map((f) => f.form);
    expect(forms('ondansetron')).toEqual(
      expect.arrayContaining(['TABLET', 'TABLET, ORALLY DISINTEGRATING']),
    );
    expect(forms('zolpidem')).toEqual(expect.arrayContaining(['TABLET', 'TABLET, SUBLINGUAL']));
    expect(forms('lamotrigine')).toEqual(
      expect.arrayContaining(['TABLET', 'TABLET, FOR SUSPENSION']),
    );
    expect(forms('bupropion')).toEqual(
      expect.arrayContaining(['TABLET, EXTENDED RELEASE (SR)', 'TABLET, EXTENDED RELEASE (XL)']),
    );
  });
});
