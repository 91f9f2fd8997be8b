import type { DrugProduct, DrugSearchName } from '../../lib/domain/dataset/dataset-schema';
import type { BrandTable } from './brand-table';
import { familyKeyOf, ingredientsOf, saltOfName } from './names';
import { NAME_ALIASES } from './popularity';
import type { WorldName } from './world-names';

/**
 * Names people search by that no product carries: brands NADAC does not price (Keflex, Augmentin,
 * Zyrtec …), branded generics (Sprintec, Jantoven), the aliases of `NAME_ALIASES`, and names from
 * outside the US label (world-names.csv: paracetamol, levotiroxina, Z-Pack). Each points at the
 * family a pharmacy would fill it from; names of families NADAC does not price at all (Levemir)
 * are kept as unpriced so a search for them is answered as such.
 */
export function buildSearchNames(
  products: readonly DrugProduct[],
  brands: BrandTable,
  worldNames: readonly WorldName[] = [],
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
    world: WorldName | null = null,
    otc = false,
  ) => {
    const id = `${name}|${familyKey}`;
    // A priced brand is listed only for the forms or supply its name stands for (Prilosec: the
    // capsules).
    if ((onProducts.has(id) && !form && !otc) || names.has(id)) return;
    const isPriced = families.has(familyKey);
    names.set(id, {
      name,
      familyKey,
      brandGeneric,
      ...(form && isPriced ? { form } : {}),
      ...(salt && isPriced ? { salt } : {}),
      ...(world?.strength && isPriced ? { strength: world.strength } : {}),
      ...(otc && isPriced ? { otc } : {}),
      isPriced,
      ...(world ? { alias: world.kind } : {}),
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
      null,
      entry.otc,
    );
  }
  for (const alias of NAME_ALIASES) {
    const familyKey = familyKeyOf(alias.ingredients.flatMap((i) => ingredientsOf(i)));
    add(alias.name, familyKey, 'G', null, null);
  }
  for (const world of worldNames) {
    const familyKey = familyKeyOf(world.ingredients.flatMap((i) => ingredientsOf(i)));
    add(world.name, familyKey, 'G', world.form, null, world);
  }
  return [...names.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.familyKey.localeCompare(b.familyKey),
  );
}
