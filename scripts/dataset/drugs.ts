import { createHash } from 'node:crypto';
import type { DrugProduct } from '../../lib/domain/dataset-schema';
import {
  brandDisplayName,
  displayNameOf,
  familyKeyOf,
  formFromDescription,
  ingredientSetKey,
  ingredientsOf,
  strengthOf,
} from './names';

type Row = Record<string, string>;

/** Form used when neither the FDA directory nor the description names one. */
const FALLBACK_FORM: Record<string, string> = { EA: 'EACH', ML: 'LIQUID', GM: 'TOPICAL' };

/**
 * Usual dispensing quantities in pricing units, most common first. Package sizes are not in the
 * public data, so these are modelled per dosage form (documented in data/README.md).
 */
export function dispensingOf(
  form: string,
  pricingUnit: string,
): { quantities: number[]; quantityLabel: string } {
  if (pricingUnit === 'ML') {
    if (/OPHTHALMIC|OTIC|DROPS/.test(form)) return { quantities: [5, 10, 15], quantityLabel: 'mL' };
    if (/INJECTION/.test(form)) return { quantities: [1, 2, 10], quantityLabel: 'mL' };
    if (/SPRAY|AEROSOL/.test(form)) return { quantities: [15, 30], quantityLabel: 'mL' };
    if (/SUSPENSION|SOLUTION|SYRUP|ELIXIR|LIQUID/.test(form))
      return { quantities: [150, 100, 300, 473], quantityLabel: 'mL' };
    return { quantities: [30, 60, 120], quantityLabel: 'mL' };
  }
  if (pricingUnit === 'GM') {
    if (/POWDER/.test(form)) return { quantities: [238, 119, 510], quantityLabel: 'g' };
    if (/AEROSOL|SPRAY|INHAL/.test(form)) return { quantities: [1, 2], quantityLabel: 'g' };
    return { quantities: [30, 15, 45, 60], quantityLabel: 'g' };
  }
  if (/TABLET|CAPLET/.test(form)) return { quantities: [30, 60, 90], quantityLabel: 'tablets' };
  if (/CAPSULE/.test(form)) return { quantities: [30, 60, 90], quantityLabel: 'capsules' };
  if (/PATCH/.test(form)) return { quantities: [30, 4, 8, 10], quantityLabel: 'patches' };
  if (/SUPPOSITORY/.test(form)) return { quantities: [12, 24], quantityLabel: 'suppositories' };
  if (/LOZENGE|GUM/.test(form)) return { quantities: [20, 50, 100], quantityLabel: 'pieces' };
  if (/AEROSOL|INHAL/.test(form)) return { quantities: [1, 2, 3], quantityLabel: 'inhalers' };
  if (/INJECTION|KIT/.test(form)) return { quantities: [1, 2, 4], quantityLabel: 'each' };
  return { quantities: [30, 60, 90], quantityLabel: 'each' };
}

/** Leading words of a description before its strength ("LIPITOR 10 MG TABLET" → "LIPITOR"). */
function nameFromDescription(description: string): string {
  return description.split(/\s+\d/)[0]?.trim() || description;
}

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
): DrugProduct[] {
  const productsByNdc = new Map(productRows.map((row) => [row.ndc11, row]));
  const drafts: Draft[] = nadacRows.map((nadac) => {
    const ndc = nadac.ndc11 ?? '';
    const product = productsByNdc.get(ndc);
    if (!product) throw new Error(`products.csv has no row for NDC ${ndc}`);
    const description = (nadac.description ?? '').trim();
    const isBrand = nadac.classification !== 'G';
    const nonproprietary =
      (product.nonproprietary_name ?? '').trim() || nameFromDescription(description);
    const familyKey = familyKeyOf(nonproprietary) || nameFromDescription(description).toLowerCase();
    const listedForm = (product.dosage_form ?? '').trim().toUpperCase();
    const parsedForm = listedForm || formFromDescription(description);
    const pricingUnit = nadac.pricing_unit ?? 'EA';
    return {
      ndc,
      ln: description,
      familyKey,
      genericName: displayNameOf(familyKey),
      nonproprietaryName: nonproprietary,
      brandName: isBrand
        ? brandDisplayName(
            (product.proprietary_name ?? '').trim() || nameFromDescription(description),
          )
        : null,
      form: parsedForm ?? FALLBACK_FORM[pricingUnit] ?? 'EACH',
      formIsFallback: parsedForm === null,
      strength: strengthOf(product.strength ?? '', description),
      brandGeneric: isBrand ? 'B' : 'G',
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
  const rankOf = popularityRanks(topDrugRows);
  return drafts
    .map((draft) => ({
      ...withoutBuildFlags(draft),
      gsn: gsnOf(draft),
      ...dispensingOf(draft.form, draft.pricingUnit),
      popularityRank: rankOf.get(ingredientSetKey(draft.familyKey.split('/'))) ?? null,
    }))
    .sort((a, b) => a.ndc.localeCompare(b.ndc));
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

/** ClinCalc Top-300 rank per ingredient set (the best rank when several entries match). */
function popularityRanks(topDrugRows: Row[]): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const row of topDrugRows) {
    const rank = Number(row.rank);
    const ingredients = (row.ingredients ?? '').split(';').flatMap((part) => ingredientsOf(part));
    const key = ingredientSetKey(ingredients);
    const existing = ranks.get(key);
    if (key && Number.isInteger(rank) && rank > 0 && (existing === undefined || rank < existing)) {
      ranks.set(key, rank);
    }
  }
  return ranks;
}
