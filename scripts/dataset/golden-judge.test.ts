// The golden judge is strict (issue 34 §3): near misses fail, and the defaults figure is given on
// the held-out part of the set as well as on the whole.
import { describe, expect, it } from 'vitest';
import type { DrugProduct } from '@/lib/domain/dataset/dataset-schema';
import { product } from '@/test-support/products';
import { failureLines, figuresOf, judge, type GoldenCase } from './golden';

const nitrofurantoin = (ndc: string, salt: string, form = 'CAPSULE'): DrugProduct =>
  product({ ndc, familyKey: 'nitrofurantoin', salt, form, strength: '100 MG', ln: 'NITRO' });
const macrodantin = nitrofurantoin('00000000001', 'macrocrystals');
const macrobid = nitrofurantoin('00000000002', 'macrocrystals monohydrate');
const family = [macrodantin, macrobid];

const goldenCase = (overrides: Partial<GoldenCase> = {}): GoldenCase => ({
  query: 'nitrofurantoin macrocrystals',
  category: 'salt',
  molecules: ['nitrofurantoin'],
  salt: 'macrocrystals',
  release: '',
  form: 'capsule',
  brand: '',
  strength: '100 mg',
  qty: 14,
  expect: 'priced',
  note: '',
  split: 'tune',
  ...overrides,
});
const priced = (p: DrugProduct, qty = 14) => ({ kind: 'priced' as const, product: p, qty });

describe('golden judge', () => {
  it('requires the exact salt: Macrobid is not an answer for "nitrofurantoin macrocrystals"', () => {
    expect(judge(goldenCase(), priced(macrodantin), family).identityFailures).toEqual([]);
    expect(judge(goldenCase(), priced(macrobid), family).identityFailures).toEqual([
      'salt macrocrystals monohydrate, expected macrocrystals',
    ]);
    // "none" is a salt too: a product that writes one is not the salt-free medicine.
    expect(
      judge(goldenCase({ salt: 'none' }), priced(macrodantin), family).identityFailures,
    ).toHaveLength(1);
  });

  it('requires the exact molecule set, release and named form', () => {
    const withExtra = product({ ndc: '00000000003', familyKey: 'nitrofurantoin/phenazopyridine' });
    expect(judge(goldenCase(), priced(withExtra), family).identityFailures[0]).toMatch(/^molecule/);
    const er = { ...macrodantin, release: 'ER' as const };
    expect(judge(goldenCase({ release: 'IR' }), priced(er), family).identityFailures).toEqual([
      'release ER, expected IR',
    ]);
    const tablet = { ...macrodantin, form: 'TABLET' };
    const named = judge(goldenCase({ query: 'nitrofurantoin capsule' }), priced(tablet), family);
    expect(named.identityFailures).toEqual(['form tablet (TABLET), expected capsule']);
  });

  it('accepts only the alternatives a case lists alike', () => {
    const either = goldenCase({ salt: 'macrocrystals|macrocrystals monohydrate' });
    expect(judge(either, priced(macrobid), family).identityFailures).toEqual([]);
    const forms = goldenCase({ form: 'capsule|tablet' });
    expect(
      judge(forms, priced({ ...macrodantin, form: 'TABLET' }), family).defaultFailures,
    ).toEqual([]);
  });

  it('makes a case name the salt, release and form where the medicine comes several ways', () => {
    const vague = goldenCase({ query: 'nitrofurantoin', salt: '', form: '' });
    const tablets = [...family, { ...macrodantin, ndc: '00000000004', form: 'TABLET' }];
    expect(judge(vague, priced(macrodantin), tablets).caseFailures).toEqual([
      'form (comes as capsule, tablet)',
      'salt (comes as macrocrystals, macrocrystals monohydrate)',
    ]);
  });

  it('gives the defaults figure held out and whole, and never lists held-out default misses', () => {
    const missTune = judge(goldenCase(), priced(macrodantin, 28), family);
    const missHeldOut = judge(goldenCase({ split: 'holdout' }), priced(macrodantin, 28), family);
    const hitHeldOut = judge(goldenCase({ split: 'holdout' }), priced(macrodantin), family);
    const figures = figuresOf([missTune, missHeldOut, hitHeldOut]);
    expect(figures.defaults).toEqual({ checked: 3, passed: 1 });
    expect(figures.heldOutDefaults).toEqual({ checked: 2, passed: 1 });
    const lines = failureLines([missTune, missHeldOut, hitHeldOut]);
    expect(lines.filter((l) => l.includes('quantity 28'))).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/1 held-out default misses, not listed/);
  });
});
