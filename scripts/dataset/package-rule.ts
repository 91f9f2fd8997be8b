import type { DrugProduct } from '../../lib/domain/dataset-schema';

/** What a dispensing rule looks at. */
export type RuledProduct = Pick<
  DrugProduct,
  'ln' | 'form' | 'pricingUnit' | 'familyKey' | 'strength'
>;

/** One fact about how a product is dispensed; every condition given must hold. */
export interface PackageRule {
  /** The family's ingredients (plain names; compared as family keys). */
  family?: readonly string[];
  /** Tested against the NADAC description. */
  description?: RegExp;
  /** Further description patterns that must all match. */
  all?: readonly RegExp[];
  form?: RegExp;
  unit?: DrugProduct['pricingUnit'];
  /** Default first; a function derives them from the product (null: rule does not apply). */
  quantities: readonly number[] | ((p: RuledProduct) => number[] | null);
  /** "units" means the form's own unit (tablets, capsules). */
  label: string;
  source: string;
}
