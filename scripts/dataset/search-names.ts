import type { DrugProduct, DrugSearchName } from '../../lib/domain/dataset-schema';
import type { BrandTable } from './brand-table';
import { familyKeyOf, ingredientsOf } from './names';
import { NAME_ALIASES } from './popularity';

/**
 * Names people search by that no product carries: brands NADAC does not price (Keflex, Augmentin,
 * Zyrtec …), branded generics (Sprintec, Jantoven), and the aliases of `NAME_ALIASES`. Each points
 * at the family a pharmacy would fill it from. Names already on a product are left out.
 */
export function buildSearchNames(
  products: readonly DrugProduct[],
  brands: BrandTable,
): DrugSearchName[] {
  const families = new Set(products.map((p) => p.familyKey));
  const onProducts = new Set(
    products.flatMap((p) =>
      [p.brandName, p.genericName].filter(Boolean).map((n) => `${n}|${p.familyKey}`),
    ),
  );
  const names = new Map<string, DrugSearchName>();
  const add = (name: string, familyKey: string, brandGeneric: 'B' | 'G') => {
    const id = `${name}|${familyKey}`;
    if (families.has(familyKey) && !onProducts.has(id))
      names.set(id, { name, familyKey, brandGeneric });
  };
  for (const entry of brands.entries) {
    const familyKey = familyKeyOf(ingredientsOf(entry.ingredients.join(', ')));
    add(entry.brand, familyKey, 'B');
  }
  for (const alias of NAME_ALIASES) {
    add(alias.name, familyKeyOf(alias.ingredients.flatMap((i) => ingredientsOf(i))), 'G');
  }
  return [...names.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.familyKey.localeCompare(b.familyKey),
  );
}
