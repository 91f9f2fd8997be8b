import type { DrugProduct } from '../../lib/domain/dataset/dataset-schema';

/** What a dispensing rule looks at. */
export type RuledProduct = Pick<
  DrugProduct,
  'ln' | 'form' | 'pricingUnit' | 'familyKey' | 'strength' | 'otc'
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
  /** Over-the-counter products only (true) or prescription ones only (false). */
  otc?: boolean;
  /** Default first; a function derives them from the product (null: rule does not apply). */
  quantities: readonly number[] | ((p: RuledProduct) => number[] | null);
  /** "units" means the form's own unit (tablets, capsules). */
  label: string;
  source: string;
  /**
   * One package in pricing units where the product is dispensed only by the package (a pen, a
   * carton of weekly pens, a canister, a bottle); every quantity is a whole number of them.
   */
  packageSize?: number | ((p: RuledProduct) => number | null);
  /** The package is the whole course or supply (a dose pack, a starter pack): never split. */
  wholePack?: boolean;
}
