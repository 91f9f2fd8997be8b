// What people really type (issue 29): device, pack and audience words, nicknames, INN, British
// and Spanish names, names found only inside a combination, and words no medicine is known by.
// The committed dataset through the real catalogue and selection.
import { describe, expect, it } from 'vitest';
import { formClassOf } from '@/lib/domain/drug/identity/dose-forms';
import { catalogSearch } from '@/test-support/catalog-search';

const { select, problem } = catalogSearch();

describe('what people really type', () => {
  it.each([
    ['z-pack', 'azithromycin', '250 MG', 'tablet'],
    ['zpac', 'azithromycin', '250 MG', 'tablet'],
    ['Z Pak', 'azithromycin', '250 MG', 'tablet'],
    ['paracetamol', 'acetaminophen', null, null],
    ['frusemide', 'furosemide', null, 'tablet'],
    ['salbutamol', 'albuterol', null, 'inhaler'],
    ['levotiroxina', 'levothyroxine', null, 'tablet'],
    ['azitromicina', 'azithromycin', null, null],
    ['cefalexina', 'cephalexin', null, 'capsule'],
    ['hidroclorotiazida', 'hydrochlorothiazide', null, null],
    ['acetaminofén', 'acetaminophen', null, null],
    ['acetaminofen', 'acetaminophen', null, null],
    ['ácido fólico', 'acid folic', null, null],
    ['acido folico', 'acid folic', null, null],
  ])('%s is %s', (query, family, strength, form) => {
    const { product, nameMatch } = select(query);
    expect(product.familyKey).toBe(family);
    if (strength) expect(product.strength).toBe(strength);
    if (form) expect(formClassOf(product.form)).toBe(form);
    expect(nameMatch).toMatchObject({ via: 'alias', corrected: false, ignored: [] });
  });

  it('says which name from outside the US label it read, as the reviewed list writes it', () => {
    expect(select('levotiroxina').nameMatch).toMatchObject({
      matched: 'levothyroxine',
      alias: { name: 'levotiroxina', kind: 'spanish' },
    });
    expect(select('acetaminofen').nameMatch?.alias).toEqual({
      name: 'acetaminofén',
      kind: 'spanish',
    });
    expect(select('frusemide').nameMatch?.alias?.kind).toBe('british');
  });

  it('answers the product a device, pack or audience word names', () => {
    expect(select('Basaglar KwikPen').product.ln).toMatch(/KWIKPEN/);
    expect(select('Spiriva HandiHaler').product.ln).toMatch(/HANDIHALER/);
    expect(select('Spiriva Respimat').product.ln).toMatch(/RESPIMAT/);
    expect(select('Medrol dosepak').product.ln).toMatch(/DOSEPAK/);
    expect(select('Xarelto starter pack').product.ln).toMatch(/STARTER/);
    expect(formClassOf(select('kids amoxicillin').product.form)).toBe('suspension');
    const zyrtec = select("children's zyrtec").product;
    expect([zyrtec.familyKey, formClassOf(zyrtec.form)]).toEqual(['cetirizine', 'oral liquid']);
    expect(select('omeprazole OTC').product.otc).toBe(true);
    expect(select('generic Lipitor').product).toMatchObject({
      familyKey: 'atorvastatin',
      brandGeneric: 'G',
    });
  });

  it('never lets an unknown word break a search, and says which words it left out', () => {
    expect(select('metformin please').nameMatch).toMatchObject({
      matched: 'metformin',
      ignored: ['please'],
    });
    expect(select('Basaglar insert').nameMatch?.ignored).toEqual(['insert']);
    // A device word no product of the medicine fits is left out, not a 404.
    const metformin = select('metformin KwikPen');
    expect(metformin.product.familyKey).toBe('metformin');
    expect(metformin.nameMatch?.ignored).toEqual(['KwikPen']);
  });

  it('never leaves out a word some medicine is written with: "insulin detemir" is not insulin', () => {
    expect(problem('insulin detemir').slug).toBe('drug-not-found');
    expect(problem('insulin detemr').slug).toBe('drug-not-found');
  });

  it('answers a name found only inside one combination with that combination, saying so', () => {
    for (const [query, family] of [
      ['sulfamethoxazole', 'sulfamethoxazole/trimethoprim'],
      ['sacubitril', 'sacubitril/valsartan'],
      ['nirmatrelvir', 'nirmatrelvir/ritonavir'],
      ['sulfametoxazol', 'sulfamethoxazole/trimethoprim'],
    ]) {
      const { product, nameMatch } = select(query ?? '');
      expect(product.familyKey).toBe(family);
      expect(nameMatch?.via).toBe('ingredient');
    }
  });

  it('lists the combinations when several contain the name', () => {
    const err = problem('levodopa');
    expect(err.slug).toBe('drug-not-found');
    expect(err.extensions.candidates?.length).toBeGreaterThan(1);
    expect(
      err.extensions.candidates?.every((name) => name.toLowerCase().includes('levodopa')),
    ).toBe(true);
  });

  it('offers at most five priced names closest to a name nothing matched', () => {
    const err = problem('atorvastatinnnnn');
    expect(err.extensions.suggestions).toContain('atorvastatin');
    expect(err.extensions.suggestions?.length).toBeLessThanOrEqual(5);
  });

  it('never changes the release or product line of a bare or misspelt brand', () => {
    expect(select('Adderall').product.release).toBeNull();
    expect(select('Adderal').product.release).toBeNull();
    expect(select('Focalin').product).toMatchObject({
      release: null,
      familyKey: 'dexmethylphenidate',
    });
    expect(select('methylphenidate tablet').product.release).toBeNull();
  });

  it('answers a brand priced only in another form with its generic, saying so', () => {
    const { product, nameMatch } = select('prilosec');
    expect([product.familyKey, formClassOf(product.form), product.strength]).toEqual([
      'omeprazole',
      'capsule',
      '20 MG',
    ]);
    expect(nameMatch?.genericFor).toBe('Prilosec');
  });
});
