import 'server-only';
import type { DrugProduct } from '@/lib/domain/dataset-schema';
import type {
  LocatedDrugForm,
  LocatedDrugName,
  LocatedDrugQuantity,
  LocatedDrugStrength,
} from '@/lib/domain/find-drugs';
import { byStrength, countBy, defaultStrength, strengthKey } from './defaults';
import type { Selection } from './selection';

export interface Alternatives {
  Forms: LocatedDrugForm[];
  Names: LocatedDrugName[];
  Quantities: LocatedDrugQuantity[];
  Strengths: LocatedDrugStrength[];
}

/**
 * The picker lists for the selected product: forms and strengths of the same kind (brand or
 * generic) within its family, its usual quantities, and the family's generic and brand names.
 * `ranking` 1 is the most common choice (by number of marketed packages).
 */
export function alternativesFor({ family, product }: Selection, quantity: number): Alternatives {
  const sameKind = family.filter((p) => p.brandGeneric === product.brandGeneric);

  const formCounts = countBy(sameKind, (p) => p.form);
  const formRanking = rankByCount(formCounts);
  const Forms = [...formCounts.keys()]
    .map((form) => ({
      form,
      gsn: gsnOfDefaultStrength(sameKind.filter((p) => p.form === form)),
      isSelected: form === product.form,
      ranking: formRanking.get(form) ?? 0,
    }))
    .sort((a, b) => a.ranking - b.ranking);

  const sameForm = sameKind.filter((p) => p.form === product.form);
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

/** The generic name (when generics exist) and each brand name of the family. */
function namesOf(family: readonly DrugProduct[], product: DrugProduct): LocatedDrugName[] {
  const names: LocatedDrugName[] = [];
  const generic = family.find((p) => p.brandGeneric === 'G');
  if (generic) {
    names.push({
      drugName: generic.genericName.toLowerCase(),
      brandGeneric: 'G',
      isSelected: product.brandGeneric === 'G',
    });
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

/** The formulation a Forms entry selects: that form at its default strength. */
function gsnOfDefaultStrength(sameForm: readonly DrugProduct[]): string | null {
  const strength = defaultStrength(sameForm);
  return sameForm.find((p) => strengthKey(p) === strength)?.gsn ?? null;
}
