import { createHash } from 'node:crypto';
import type { DrugProduct } from '../../lib/domain/dataset-schema';
import type { BrandTable } from './brand-table';
import { dispensingOf } from './dispensing';
import { nameRows, type RowNames } from './drug-names';
import { formFromDescription, strengthOf } from './forms';
import { ingredientsOf } from './names';
import { popularityRanks } from './popularity';

type Row = Record<string, string>;

/** Form used when neither the FDA directory nor the description names one. */
const FALLBACK_FORM: Record<string, string> = { EA: 'EACH', ML: 'LIQUID', GM: 'TOPICAL' };

interface Draft extends Omit<
  DrugProduct,
  'gsn' | 'quantities' | 'quantityLabel' | 'popularityRank'
> {
  formIsFallback: boolean;
}

/** Joins NADAC prices with product attributes into one catalogue row per NDC. */
export function buildProducts(
  nadacRows: Row[],
  productRows: Row[],
  topDrugRows: Row[],
  brands: BrandTable,
): DrugProduct[] {
  const productsByNdc = new Map(productRows.map((row) => [row.ndc11 ?? '', row]));
  const clinCalcIngredients = topDrugRows.map((row) =>
    (row.ingredients ?? '').split(';').flatMap((part) => ingredientsOf(part)),
  );
  const names = nameRows(nadacRows, productsByNdc, brands, clinCalcIngredients);
  const drafts: Draft[] = nadacRows.map((nadac, index) => {
    const ndc = nadac.ndc11 ?? '';
    const product = productsByNdc.get(ndc) ?? {};
    const name = names[index] as RowNames;
    const description = (nadac.description ?? '').trim();
    const listedForm = (product.dosage_form ?? '').trim().toUpperCase();
    const parsedForm = listedForm || formFromDescription(description);
    const pricingUnit = nadac.pricing_unit ?? 'EA';
    return {
      ndc,
      ln: description,
      familyKey: name.familyKey,
      genericName: name.genericName,
      nonproprietaryName: name.nonproprietaryName,
      brandName: name.brandName,
      form: parsedForm ?? FALLBACK_FORM[pricingUnit] ?? 'EACH',
      formIsFallback: parsedForm === null,
      strength: strengthOf(product.strength ?? '', description),
      brandGeneric: name.brandName === null ? 'G' : 'B',
      classification: nadac.classification as DrugProduct['classification'],
      otc: nadac.otc === 'Y',
      deaSchedule: (product.dea_schedule || null) as DrugProduct['deaSchedule'],
      nadacPerUnitUsd: Number(nadac.nadac_per_unit),
      pricingUnit: pricingUnit as DrugProduct['pricingUnit'],
      nadacEffectiveDate: nadac.effective_date ?? '',
      nadacAsOfDate: nadac.as_of_date ?? '',
      labeler: (product.labeler ?? '').trim() || null,
      // The public directory snapshot has no marketing end dates (data/README.md).
      isDiscontinued: false,
      discontinuedDate: null,
    };
  });

  adoptFamilyForms(drafts);
  const gsnOf = assignGsns(drafts);
  const rankOf = popularityRanks(topDrugRows, familyIngredients(names));
  return drafts
    .map((draft) => ({
      ...withoutBuildFlags(draft),
      gsn: gsnOf(draft),
      ...dispensingOf(draft),
      popularityRank: rankOf.get(draft.familyKey) ?? null,
    }))
    .sort((a, b) => a.ndc.localeCompare(b.ndc));
}

/** Canonical ingredients of every family. */
function familyIngredients(names: readonly RowNames[]): Map<string, string[]> {
  return new Map(names.map((n) => [n.familyKey, n.familyKey.split('/')]));
}

function withoutBuildFlags(draft: Draft): Omit<Draft, 'formIsFallback'> {
  const copy: Partial<Draft> = { ...draft };
  delete copy.formIsFallback;
  return copy as Omit<Draft, 'formIsFallback'>;
}

/**
 * A product whose form is unknown takes its family's form when the family has one form for the
 * same pricing unit (e.g. "AMLODIPINE-ATORVASTATIN 10-20 MG" beside Caduet tablets).
 */
function adoptFamilyForms(drafts: Draft[]): void {
  const known = new Map<string, Set<string>>();
  for (const d of drafts) {
    if (d.formIsFallback) continue;
    const key = `${d.familyKey}|${d.pricingUnit}`;
    const forms = known.get(key) ?? new Set<string>();
    forms.add(d.form);
    known.set(key, forms);
  }
  for (const d of drafts) {
    const forms = d.formIsFallback ? known.get(`${d.familyKey}|${d.pricingUnit}`) : undefined;
    if (forms?.size === 1) {
      d.form = [...forms][0] ?? d.form;
      d.formIsFallback = false;
    }
  }
}

/**
 * Our own formulation id per (family, strength, form): a hash into 100000–999999, so it is stable
 * across rebuilds; colliding keys are resolved in sorted order by probing upwards.
 */
function assignGsns(
  drafts: readonly Draft[],
): (d: Pick<Draft, 'familyKey' | 'strength' | 'form'>) => string {
  const keyOf = (d: Pick<Draft, 'familyKey' | 'strength' | 'form'>) =>
    `${d.familyKey}|${d.strength ?? ''}|${d.form}`;
  const keys = [...new Set(drafts.map(keyOf))].sort();
  const taken = new Set<number>();
  const byKey = new Map<string, string>();
  for (const key of keys) {
    let id = (createHash('sha256').update(key).digest().readUInt32BE(0) % 900_000) + 100_000;
    while (taken.has(id)) id = id === 999_999 ? 100_000 : id + 1;
    taken.add(id);
    byKey.set(key, String(id));
  }
  return (d) => byKey.get(keyOf(d)) ?? '';
}
