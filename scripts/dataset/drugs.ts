import { createHash } from 'node:crypto';
import type { DrugProduct } from '../../lib/domain/dataset/dataset-schema';
import type { BrandTable } from './brand-table';
import { defaultRanks } from './counter-defaults';
import { dispensingOf } from './dispensing';
import { doseRowOf, type UsualDose } from './usual-doses';
import { nameRows, type RowNames } from './drug-names';
import { readForm } from './dose-form';
import { strengthOf } from './strengths';
import { completeIdentities, type IdentityDraft } from './identity-pass';
import { labelSalt } from './label-salts';
import { familyKeyOf, ingredientsOf, isHormonal, saltOfName } from './names';
import { popularityRanks } from './popularity';

type Row = Record<string, string>;

/** products.csv rows whose names and route were only inferred from the NADAC description. */
const DESCRIPTION_ONLY = 'derived:nadac_2026_description';

/** Form used when neither the FDA directory nor the description names one. */
const FALLBACK_FORM: Record<string, string> = { EA: 'EACH', ML: 'LIQUID', GM: 'TOPICAL' };

interface Draft
  extends
    Omit<DrugProduct, 'gsn' | 'quantities' | 'quantityLabel' | 'popularityRank' | 'defaultRank'>,
    IdentityDraft {}

/** Skin forms a brand-table row may give a whole family. */
const SKIN_FORM = /^(GEL|CREAM|OINTMENT|LOTION|FOAM|SHAMPOO)$/;

/**
 * The one skin form the brand table gives every brand of a family, where it gives one (every
 * clindamycin-benzoyl peroxide brand is a gel): the form of that family's products whose
 * description and directory name none ("CLINDAMYCIN-BENZOYL PEROX 1-5%").
 */
function brandFormsByFamily(brands: BrandTable): Map<string, string> {
  const forms = new Map<string, Set<string | null>>();
  for (const entry of brands.entries) {
    const key = familyKeyOf(ingredientsOf(entry.ingredients.join(', ')));
    forms.set(key, (forms.get(key) ?? new Set()).add(entry.form));
  }
  const single = [...forms].filter(
    ([, set]) => set.size === 1 && SKIN_FORM.test([...set][0] ?? ''),
  );
  return new Map(single.map(([key, set]) => [key, [...set][0] ?? '']));
}

/** The release a canonical form names (ER or DR), else null. */
function releaseOfForm(form: string | null): DrugProduct['release'] {
  if (form?.includes('EXTENDED RELEASE')) return 'ER';
  return form?.includes('DELAYED RELEASE') ? 'DR' : null;
}

/** Joins NADAC prices with product attributes into one catalogue row per NDC. */
export function buildProducts(
  nadacRows: Row[],
  productRows: Row[],
  topDrugRows: Row[],
  brands: BrandTable,
  usualDoses: readonly UsualDose[],
): DrugProduct[] {
  const productsByNdc = new Map(productRows.map((row) => [row.ndc11 ?? '', row]));
  const clinCalcIngredients = topDrugRows.map((row) =>
    (row.ingredients ?? '').split(';').flatMap((part) => ingredientsOf(part)),
  );
  const names = nameRows(nadacRows, productsByNdc, brands, clinCalcIngredients);
  const familyBrandForm = brandFormsByFamily(brands);
  const drafts: Draft[] = nadacRows.map((nadac, index) => {
    const ndc = nadac.ndc11 ?? '';
    const product = productsByNdc.get(ndc) ?? {};
    const name = names[index] as RowNames;
    const description = (nadac.description ?? '').trim();
    const read = readForm({
      description,
      listedForm: (product.dosage_form ?? '').trim().toUpperCase(),
      // Rows named only from the description carry a guessed route ("TOPICAL" for a vaginal cream).
      listedRoute:
        product.source === DESCRIPTION_ONLY ? '' : (product.route ?? '').trim().toUpperCase(),
    });
    const pricingUnit = nadac.pricing_unit ?? 'EA';
    const form = read.form ?? familyBrandForm.get(name.familyKey) ?? null;
    const salt =
      saltOfName(description.split(/\s+\d/)[0] ?? '') ??
      saltOfName(name.fdaName) ??
      saltOfName(name.nonproprietaryName) ??
      labelSalt(name.familyKey, form);
    return {
      ndc,
      ln: description,
      description,
      familyKey: name.familyKey,
      genericName: name.genericName,
      nonproprietaryName: name.nonproprietaryName,
      brandName: name.brandName,
      form: form ?? FALLBACK_FORM[pricingUnit] ?? 'EACH',
      formIsFallback: form === null,
      route: read.route,
      release: read.release,
      salt,
      // The directory's name without a salt says the product has none; a description may omit it.
      saltIsKnown: salt !== null || name.fdaName !== '',
      strength: strengthOf(product.strength ?? '', description, {
        unitlessIsMg: !isHormonal(name.ingredients),
      }),
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

  completeIdentities(drafts);
  // A form that says its release is that release ("FETZIMA 20-40 MG TITRATION PAK", ER capsules).
  for (const d of drafts) d.release ??= releaseOfForm(d.form);
  const gsnOf = assignGsns(drafts);
  const rankOf = popularityRanks(topDrugRows, familyIngredients(names));
  const products = drafts.map((draft) => ({
    ...withoutBuildFlags(draft),
    gsn: gsnOf(draft),
    ...dispensingOf(draft, doseRowOf(usualDoses, draft)),
    popularityRank: rankOf.get(draft.familyKey) ?? null,
  }));
  const defaultRankOf = defaultRanks(products, usualDoses);
  return products
    .map((p) => ({ ...p, defaultRank: defaultRankOf.get(p.ndc) ?? 1 }))
    .sort((a, b) => a.ndc.localeCompare(b.ndc));
}

/** Canonical ingredients of every family. */
function familyIngredients(names: readonly RowNames[]): Map<string, string[]> {
  return new Map(names.map((n) => [n.familyKey, n.familyKey.split('/')]));
}

type BuildOnly = 'formIsFallback' | 'route' | 'description' | 'saltIsKnown';

function withoutBuildFlags(draft: Draft): Omit<Draft, BuildOnly> {
  const copy: Partial<Draft> = { ...draft };
  delete copy.formIsFallback;
  delete copy.route;
  delete copy.description;
  delete copy.saltIsKnown;
  return copy as Omit<Draft, BuildOnly>;
}

/**
 * Our own formulation id per (family, strength, form, salt, release): a hash into 100000–999999,
 * so it is stable across rebuilds; colliding keys are resolved in sorted order by probing upwards.
 * Salt and release join the key only when known, so formulations without them keep their ids.
 */
type FormulationFields = Pick<Draft, 'familyKey' | 'strength' | 'form' | 'salt' | 'release'>;

function assignGsns(drafts: readonly Draft[]): (d: FormulationFields) => string {
  const keyOf = (d: FormulationFields) =>
    [
      d.familyKey,
      d.strength ?? '',
      d.form,
      ...(d.salt ? [d.salt] : []),
      ...(d.release ? [d.release] : []),
    ].join('|');
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
