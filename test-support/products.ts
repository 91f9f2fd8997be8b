import type { DrugProduct } from '@/lib/domain/dataset/dataset-schema';

/** A catalogue row for unit tests: atorvastatin 20 mg tablet unless overridden. */
export function product(overrides: Partial<DrugProduct> & Pick<DrugProduct, 'ndc'>): DrugProduct {
  return {
    ln: 'ATORVASTATIN 20 MG TABLET',
    gsn: '100020',
    familyKey: 'atorvastatin',
    genericName: 'Atorvastatin',
    nonproprietaryName: 'Atorvastatin Calcium',
    brandName: null,
    form: 'TABLET',
    salt: 'calcium',
    release: null,
    strength: '20 MG',
    quantityLabel: 'tablets',
    brandGeneric: 'G',
    classification: 'G',
    otc: false,
    deaSchedule: null,
    nadacPerUnitUsd: 0.03,
    pricingUnit: 'EA',
    nadacEffectiveDate: '2026-04-22',
    nadacAsOfDate: '2026-04-29',
    quantities: [30, 60, 90],
    labeler: null,
    popularityRank: 1,
    defaultRank: 1,
    isDiscontinued: false,
    discontinuedDate: null,
    ...overrides,
  };
}
