// The counter-default rules decide in the order of their sort key (counter-defaults.ts): for each
// pair of neighbouring rules, two products where the earlier rule prefers one and the later rule the
// other; the earlier rule must win. A reordered rule list changes defaults across the dataset at
// the next build, which the committed-data tests cannot see.
import { describe, expect, it } from 'vitest';
import type { DrugProduct } from '../../lib/domain/dataset/dataset-schema';
import { defaultRanks } from './counter-defaults';
import type { UsualDose } from './usual-doses';

type Product = Parameters<typeof defaultRanks>[0][number];

let ndc = 0;
/** A lisinopril product: a 10 mg generic Rx tablet unless told otherwise. */
function product(fields: Partial<DrugProduct>): Product {
  ndc += 1;
  return {
    ndc: String(ndc).padStart(11, '0'),
    gsn: `G${ndc}`,
    familyKey: 'lisinopril',
    brandName: null,
    brandGeneric: 'G',
    salt: null,
    release: null,
    form: 'TABLET',
    strength: '10 MG',
    otc: false,
    deaSchedule: null,
    ln: 'LISINOPRIL 10 MG TABLET',
    ...fields,
  };
}

const row = (fields: Partial<UsualDose>): UsualDose => ({
  familyKey: 'lisinopril',
  brand: null,
  salt: '',
  release: '',
  form: '',
  kind: 'dose',
  strength: '',
  perDay: 1,
  course: null,
  reason: 'test',
  ...fields,
});

/** Which of the two the counter fills first. */
function first(a: Product, b: Product, table: UsualDose[] = []): 'a' | 'b' {
  const ranks = defaultRanks([b, a], table);
  return (ranks.get(a.ndc) ?? 0) < (ranks.get(b.ndc) ?? 0) ? 'a' : 'b';
}

describe('counter defaults: each rule wins over the ones after it', () => {
  it('the variant a plain name means, over the usual strength of another variant', () => {
    const table = [
      row({ kind: 'default', release: 'ER' }),
      row({ strength: '10 MG', release: 'IR' }),
    ];
    const er = product({ release: 'ER', strength: '20 MG', form: 'TABLET, EXTENDED RELEASE' });
    const ir = product({ strength: '10 MG' });
    expect(first(er, ir, table)).toBe('a');
  });

  it('the usual strength, even over the counter, over a prescription one', () => {
    const table = [row({ strength: '4 MG' })];
    expect(
      first(product({ strength: '4 MG', otc: true }), product({ strength: '2 MG' }), table),
    ).toBe('a');
  });

  it('prescription before over the counter, even when the OTC one is the generic', () => {
    const rx = product({ brandGeneric: 'B', brandName: 'Zestril', gsn: 'GX' });
    expect(first(rx, product({ otc: true, gsn: 'GY' }))).toBe('a');
  });

  it('maintenance before a starter pack, and a product with a strength before one without', () => {
    const pack = product({ ln: 'LISINOPRIL STARTER PACK' });
    expect(first(product({}), pack)).toBe('a');
    expect(first(product({}), product({ strength: null }))).toBe('a');
  });

  it('a strength given, even in a later form tier, before a tablet with none', () => {
    const liquid = product({ form: 'SOLUTION', strength: '1 MG/ML' });
    expect(first(liquid, product({ strength: null }))).toBe('a');
  });

  it('a generic in a later form tier before its brand as a tablet', () => {
    const brandTablet = product({ brandGeneric: 'B', brandName: 'Zestril' });
    const genericLiquid = product({ form: 'SOLUTION', strength: '1 MG/ML' });
    expect(first(genericLiquid, brandTablet)).toBe('a');
  });

  it('a tablet before a liquid listed under more NDCs', () => {
    const liquids = [1, 2, 3].map(() => product({ form: 'SOLUTION', strength: '1 MG/ML' }));
    const tablet = product({ strength: '10 MG' });
    const ranks = defaultRanks([...liquids, tablet], []);
    expect(ranks.get(tablet.ndc)).toBe(1);
  });

  it('the form with more NDCs before the strength order within a tier', () => {
    const capsules = [1, 2].map(() => product({ form: 'CAPSULE', strength: '40 MG' }));
    const tablet = product({ form: 'TABLET', strength: '10 MG' });
    const ranks = defaultRanks([tablet, ...capsules], []);
    expect(ranks.get(capsules[0]!.ndc)).toBe(1);
  });
});
