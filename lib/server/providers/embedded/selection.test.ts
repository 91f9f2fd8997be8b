import { describe, expect, it } from 'vitest';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { isApiError } from '@/lib/server/core/api-error';
import { product } from '@/test-support/products';
import { findDrugsQuery } from '@/test-support/queries';
import { alternativesFor } from './alternatives';
import { DrugCatalog } from './catalog';
import { selectProduct } from './selection';

// A small atorvastatin family: generics in two strengths, Lipitor 20 mg, and a lisinopril row.
const generic20a = product({ ndc: '00000000001' });
const generic20b = product({ ndc: '00000000002', nadacPerUnitUsd: 0.02 });
const generic40 = product({
  ndc: '00000000003',
  gsn: '100040',
  strength: '40 MG',
  ln: 'ATORVASTATIN 40 MG TABLET',
});
const lipitor20 = product({
  ndc: '00000000004',
  brandGeneric: 'B',
  classification: 'B',
  brandName: 'Lipitor',
  ln: 'LIPITOR 20 MG TABLET',
  nadacPerUnitUsd: 13.4,
});
const lisinopril = product({
  ndc: '00000000005',
  gsn: '200010',
  familyKey: 'lisinopril',
  genericName: 'Lisinopril',
  nonproprietaryName: 'Lisinopril',
  strength: '10 MG',
  ln: 'LISINOPRIL 10 MG TABLET',
  popularityRank: 4,
});
const catalog = new DrugCatalog([generic20a, generic20b, generic40, lipitor20, lisinopril]);

const query = findDrugsQuery;

/** The problem type a selection fails with. */
function failure(q: Partial<FindDrugsQuery>): string {
  try {
    selectProduct(catalog, query(q));
  } catch (err) {
    if (isApiError(err)) return `${err.status} ${err.slug}`;
    throw err;
  }
  throw new Error('selection succeeded');
}

describe('selectProduct', () => {
  it('NDC wins over GSN and DrugName, which must agree with it', () => {
    expect(
      selectProduct(catalog, query({ ndc: '00000000003', drugName: 'atorvastatin' })).product,
    ).toBe(generic40);
    expect(failure({ ndc: '00000000003', drugName: 'lisinopril' })).toBe('404 drug-not-found');
    expect(failure({ ndc: '00000000003', gsn: '100020' })).toBe('404 drug-not-found');
    expect(failure({ ndc: '99999999999' })).toBe('404 drug-not-found');
  });

  it('a GSN picks its formulation, the generic by default and the cheaper, newer package', () => {
    expect(selectProduct(catalog, query({ gsn: '100020' })).product).toBe(generic20b);
    expect(selectProduct(catalog, query({ gsn: '100020', brandIndicator: 'B' })).product).toBe(
      lipitor20,
    );
  });

  it('a brand name selects the brand; a generic name the generic; both bring the family', () => {
    const brand = selectProduct(catalog, query({ drugName: 'lipitor' }));
    expect(brand.product).toBe(lipitor20);
    expect(brand.family).toHaveLength(4);
    expect(selectProduct(catalog, query({ drugName: 'atorvastatin' })).product.brandGeneric).toBe(
      'G',
    );
  });

  it('BrandIndicator, ReferencedBN, Form and Strength narrow the choice, else 404', () => {
    expect(
      selectProduct(catalog, query({ drugName: 'atorvastatin', brandIndicator: 'B' })).product,
    ).toBe(lipitor20);
    expect(
      selectProduct(catalog, query({ drugName: 'atorvastatin', referencedBrandName: 'Lipitor' }))
        .product.brandGeneric,
    ).toBe('G');
    expect(
      selectProduct(catalog, query({ drugName: 'atorvastatin', strength: '40 mg' })).product,
    ).toBe(generic40);
    expect(failure({ drugName: 'lisinopril', brandIndicator: 'B' })).toBe('404 drug-not-found');
    expect(failure({ drugName: 'atorvastatin', form: 'CAPSULE' })).toBe('404 drug-not-found');
    expect(
      failure({ drugName: 'lipitor', referencedBrandName: 'Lipitor', brandIndicator: 'B' }),
    ).toBe('404 drug-not-found');
    expect(failure({ drugName: 'zzzzqqq' })).toBe('404 drug-not-found');
  });
});

describe('alternativesFor', () => {
  it('lists the family’s names, the kind’s forms and strengths, and marks the selection', () => {
    const selection = selectProduct(catalog, query({ drugName: 'atorvastatin' }));
    const alternatives = alternativesFor(selection, 30);
    expect(alternatives.Names).toEqual([
      { drugName: 'atorvastatin', brandGeneric: 'G', isSelected: true },
      { drugName: 'Lipitor', brandGeneric: 'B', isSelected: false },
    ]);
    expect(alternatives.Forms).toEqual([
      { form: 'TABLET', gsn: expect.any(String), isSelected: true, ranking: 1 },
    ]);
    // 20 mg has the most packages, so it is the default and ranks first.
    expect(alternatives.Strengths.map((s) => [s.strength, s.isSelected, s.ranking])).toEqual([
      ['20 MG', true, 1],
      ['40 MG', false, 2],
    ]);
    expect(alternatives.Strengths.find((s) => s.strength === '40 MG')?.gsn).toBe('100040');
  });

  it('adds a custom quantity to the usual ones as the selected entry, in order', () => {
    const selection = selectProduct(catalog, query({ ndc: '00000000001' }));
    expect(alternativesFor(selection, 45).Quantities.map((q) => [q.qty, q.isSelected])).toEqual([
      [30, false],
      [45, true],
      [60, false],
      [90, false],
    ]);
  });
});
