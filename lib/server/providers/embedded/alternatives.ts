import 'server-only';
import type { DrugProduct } from '@/lib/domain/dataset/dataset-schema';
import type {
  LocatedDrugForm,
  LocatedDrugName,
  LocatedDrugQuantity,
  LocatedDrugStrength,
} from '@/lib/domain/api/find-drugs';
import { ambiguousForms, formLabelOf } from '@/lib/domain/drug/identity/form-label';
import { byStrength, countBy, defaultProduct, strengthKey } from './defaults';
import type { Selection } from './selection';

export interface Alternatives {
  Forms: LocatedDrugForm[];
  Names: LocatedDrugName[];
  Quantities: LocatedDrugQuantity[];
  Strengths: LocatedDrugStrength[];
}

/**
 * The picker lists for the selected product: forms and strengths of the same product line within
 * its family (a brand's own products; the generics of the same salt), its usual quantities, and
 * the names to switch to (each generic salt where there are several, and each brand).
 * `ranking` 1 is the most common choice (by number of marketed packages).
 */
export function alternativesFor({ family, product }: Selection, quantity: number): Alternatives {
  const line = productLine(family, product);
  const ambiguous = ambiguousForms(line);
  const labelOf = (p: DrugProduct) => formLabelOf(p, ambiguous);
  const selectedForm = labelOf(product);

  const formCounts = countBy(line, labelOf);
  const formRanking = rankByCount(formCounts);
  const Forms = [...formCounts.keys()]
    .map((form) => ({
      form,
      gsn: gsnOfDefaultStrength(line.filter((p) => labelOf(p) === form)),
      isSelected: form === selectedForm,
      ranking: formRanking.get(form) ?? 0,
    }))
    .sort((a, b) => a.ranking - b.ranking);

  const sameForm = line.filter((p) => labelOf(p) === selectedForm);
  const strengthCounts = countBy(sameForm, strengthKey);
  const strengthRanking = rankByCount(strengthCounts);
  const Strengths = [...strengthCounts.keys()]
    .map((strength) => ({
      strength,
      gsn: sameForm.find((p) => strengthKey(p) === strength)?.gsn ?? null,
      isSelected: strength === strengthKey(product),
      ranking: strengthRanking.get(strength) ?? 0,
    }))
    .sort((a, b) => byStrength(a.strength, b.strength));

  const usual = product.quantities;
  const Quantities: LocatedDrugQuantity[] = usual.map((qty, index) => ({
    qty,
    quantityLabel: product.quantityLabel,
    gsn: product.gsn,
    isSelected: qty === quantity,
    ranking: index + 1,
  }));
  if (!usual.includes(quantity)) {
    Quantities.push({
      qty: quantity,
      quantityLabel: product.quantityLabel,
      gsn: product.gsn,
      isSelected: true,
      ranking: usual.length + 1,
    });
  }
  Quantities.sort((a, b) => a.qty - b.qty);

  return { Forms, Names: namesOf(family, product), Quantities, Strengths };
}

/** Generics of several salts are different products ("metoprolol tartrate", "… succinate"). */
const saltVariantOf = (p: DrugProduct): string => p.salt ?? '';

/**
 * The generics of the family, and whether their salts tell different products apart: two or more
 * salts (metoprolol tartrate and succinate), not one salt beside the bare molecule (ondansetron
 * hydrochloride tablets beside ondansetron ODT).
 */
function genericsOf(family: readonly DrugProduct[]) {
  const generics = family.filter((p) => p.brandGeneric === 'G');
  const salts = new Set(generics.map(saltVariantOf).filter(Boolean));
  return { generics, bySalt: salts.size > 1 };
}

/** The products the pickers choose among: a brand's own, or the generics of the product's salt. */
function productLine(family: readonly DrugProduct[], product: DrugProduct): DrugProduct[] {
  if (product.brandGeneric === 'B') return family.filter((p) => p.brandName === product.brandName);
  const { generics, bySalt } = genericsOf(family);
  return bySalt ? generics.filter((p) => saltVariantOf(p) === saltVariantOf(product)) : generics;
}

/**
 * The generic names (one per salt where salts differ, the selected product's salt first, so the
 * first generic name is the selected product's own generic) and each brand name of the family.
 */
function namesOf(family: readonly DrugProduct[], product: DrugProduct): LocatedDrugName[] {
  const { generics, bySalt } = genericsOf(family);
  const genericName = generics[0]?.genericName.toLowerCase();
  const salts = [...new Set(generics.map(saltVariantOf))].sort(
    (a, b) =>
      Number(b === saltVariantOf(product)) - Number(a === saltVariantOf(product)) ||
      a.localeCompare(b),
  );
  const names: LocatedDrugName[] = [];
  if (genericName) {
    for (const salt of bySalt ? salts : ['']) {
      names.push({
        drugName: salt ? `${genericName} ${salt}` : genericName,
        brandGeneric: 'G',
        isSelected: product.brandGeneric === 'G' && (!bySalt || salt === saltVariantOf(product)),
      });
    }
  }
  const brandCounts = countBy(
    family.filter((p) => p.brandName !== null),
    (p) => p.brandName ?? '',
  );
  for (const brandName of rankByCount(brandCounts).keys()) {
    names.push({
      drugName: brandName,
      brandGeneric: 'B',
      isSelected: product.brandGeneric === 'B' && product.brandName === brandName,
    });
  }
  return names;
}

/** 1-based ranks by descending count, ties in name order; iteration order is by rank. */
function rankByCount(counts: Map<string, number>): Map<string, number> {
  const ordered = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return new Map(ordered.map(([key], index) => [key, index + 1]));
}

/** The formulation a Forms entry selects: that form's default product. */
function gsnOfDefaultStrength(sameForm: readonly DrugProduct[]): string | null {
  return defaultProduct(sameForm)?.gsn ?? null;
}
