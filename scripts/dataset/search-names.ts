import type { DrugProduct, DrugSearchName } from '../../lib/domain/dataset-schema';
import type { BrandTable } from './brand-table';
import { familyKeyOf, ingredientsOf, saltOfName } from './names';
import { NAME_ALIASES } from './popularity';

/**
 * Names people search by that no product carries: brands NADAC does not price (Keflex, Augmentin,
 * Zyrtec …), branded generics (Sprintec, Jantoven), and the aliases of `NAME_ALIASES`. Each points
 * at the family a pharmacy would fill it from; brands of families NADAC does not price at all
 * (Levemir) are kept as unpriced so a search for them is answered as such.
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
  const add = (
    name: string,
    familyKey: string,
    brandGeneric: 'B' | 'G',
    form: string | null,
    salt: string | null,
  ) => {
    const id = `${name}|${familyKey}`;
    if (onProducts.has(id)) return;
    const isPriced = families.has(familyKey);
    names.set(id, {
      name,
      familyKey,
      brandGeneric,
      ...(form && isPriced ? { form } : {}),
      ...(salt && isPriced ? { salt } : {}),
      isPriced,
    });
  };
  for (const entry of brands.entries) {
    const ingredients = entry.ingredients.join(', ');
    add(
      entry.brand,
      familyKeyOf(ingredientsOf(ingredients)),
      'B',
      entry.form,
      saltOfName(ingredients),
    );
  }
  for (const alias of NAME_ALIASES) {
    const familyKey = familyKeyOf(alias.ingredients.flatMap((i) => ingredientsOf(i)));
    add(alias.name, familyKey, 'G', null, null);
  }
  return [...names.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.familyKey.localeCompare(b.familyKey),
  );
}
