import 'server-only';
import type { DrugProduct } from '@/lib/domain/dataset/dataset-schema';
import { normalizeDrugName } from '@/lib/domain/drug/drug-name';

/** A generic's salt, release or form variant as autocomplete offers it ("bupropion XL"). */
export interface VariantName {
  familyKey: string;
  displayName: string;
  key: string;
  words: string[];
}

/**
 * The variants of each family's generics that are different products: each salt where there
 * are several ("metoprolol tartrate", "metoprolol succinate"), each release label ("bupropion
 * SR", "bupropion XL", "metoprolol succinate ER") and orally disintegrating tablets ("ondansetron
 * ODT"). Each is also a search that answers that variant (the qualifiers of query.ts).
 */
export function variantNames(families: ReadonlyMap<string, readonly DrugProduct[]>): VariantName[] {
  const variants: VariantName[] = [];
  for (const [familyKey, family] of families) {
    const generics = family.filter((p) => p.brandGeneric === 'G');
    const generic = generics[0]?.genericName.toLowerCase();
    if (!generic) continue;
    const salts = new Set(generics.map((p) => p.salt).filter(Boolean));
    const names = new Set<string>();
    for (const p of generics) {
      const base = salts.size > 1 && p.salt ? `${generic} ${p.salt}` : generic;
      names.add(base);
      if (p.release) names.add(`${base} ${p.release}`);
      if (/ORALLY DISINTEGRATING/.test(p.form)) names.add(`${base} ODT`);
    }
    names.delete(generic);
    for (const displayName of [...names].sort()) {
      const key = normalizeDrugName(displayName);
      variants.push({ familyKey, displayName, key, words: key.split(' ') });
    }
  }
  return variants;
}
