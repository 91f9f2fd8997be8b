import 'server-only';
import type { DrugProduct } from '@/lib/domain/dataset/dataset-schema';
import { preferenceOfWord } from '@/lib/domain/drug/identity/preferences';
import { hasSalts } from '@/lib/domain/drug/identity/salts';
import { normalizeDrugName } from '@/lib/domain/drug/drug-name';
import { strengthLabelKey } from '@/lib/domain/query/product-filters';

/** What the searched name says of the product it stands for. */
export interface NameHints {
  /** The brand searched, when a brand name was. */
  brand: string | null;
  /** Dosage forms the name stands for (Flovent: inhalers; Prilosec: capsules and tablets). */
  form: RegExp | null;
  /** The salt the name stands for (Macrobid). */
  salt: string[];
  /** The strength the name stands for (a nickname: "baby aspirin" is 81 mg). */
  strength: string | null;
  /** "generic" was typed with a brand name: its generics, not the brand. */
  genericAsked: boolean;
  /** The name means the over-the-counter products (Aleve is naproxen sodium 220 mg OTC). */
  otc: boolean;
}

/** Products tried together, and the brand they stand in for when they are its generics. */
export interface PoolTier {
  products: DrugProduct[];
  genericFor: string | null;
}

/** Words after a brand that name its device or package, not another product ("Lantus SoloStar"). */
const DEVICE_SUFFIX = new Set(['hfa', 'pen', 'pens', 'vial', 'inhaler', 'u', '100']);
const isDeviceSuffix = (word: string): boolean =>
  DEVICE_SUFFIX.has(word) || preferenceOfWord(word, word)?.kind === 'device';

/**
 * The products a search starts from, in the order they are tried. A brand searched: its own
 * products with its device line ("Lantus" is filled as Lantus SoloStar pens; never Wegovy's pens
 * for "Ozempic"), in the forms its name stands for — or, where no product carries the searched
 * name, those its description names ("Toujeo Max SoloStar" is filed as Toujeo); then a branded
 * generic named like it (Sprintec); its other product lines last. Where the brand itself is not
 * priced so (Keflex, Prilosec's pediatric packets only), its generics come before its other
 * lines, in its release (a bare "Wellbutrin" is immediate release, never SR or XL) and forms.
 * A generic name: the family, in the forms, salt and strength its name stands for first.
 */
export function poolTiers(products: readonly DrugProduct[], hints: NameHints): PoolTier[] {
  const brand = hints.genericAsked ? null : hints.brand;
  const generics = products.filter((p) => p.brandGeneric === 'G');
  if (!brand) {
    const pool = hints.genericAsked && generics.length > 0 ? generics : [...products];
    return hinted(pool, hints).map((tier) => ({ products: tier, genericFor: null }));
  }
  const suffixOf = (p: DrugProduct) =>
    p.brandName?.startsWith(`${brand} `)
      ? normalizeDrugName(p.brandName.slice(brand.length))
      : null;
  const ownLine = products.filter(
    (p) => p.brandName === brand || (suffixOf(p)?.split(' ').every(isDeviceSuffix) ?? false),
  );
  const named = ownLine.length > 0 ? ownLine : describedAs(products, brand);
  const own = named.filter((p) => hints.form?.test(p.form) ?? true);
  const otherLines = products.filter(
    (p) => !named.includes(p) && suffixOf(p) !== null && p.brandGeneric === 'B',
  );
  const brandedGeneric = products.filter(
    (p) => p.brandGeneric === 'G' && p.ln.startsWith(`${brand.toUpperCase()} `),
  );
  const tiers = (list: DrugProduct[][]): PoolTier[] =>
    list.filter((t) => t.length > 0).map((t) => ({ products: t, genericFor: null }));
  if (own.length > 0) return tiers([own, brandedGeneric, otherLines]);
  const immediate = otherLines.length > 0 && named.length === 0;
  const asGeneric = hinted(immediate ? generics.filter((p) => !p.release) : generics, hints).map(
    (tier) => ({ products: tier, genericFor: brand }),
  );
  const rest = generics.length === 0 ? [[...products]] : [];
  return [...tiers([brandedGeneric]), ...asGeneric, ...tiers([otherLines, ...rest])];
}

/**
 * Products whose own brand starts the searched one and whose description says the rest: a
 * search for "Atrovent HFA" or "Toujeo Max SoloStar" where NADAC files them as Atrovent and
 * Toujeo ("ATROVENT 17 MCG HFA INHALER", "TOUJEO MAX SOLOSTR").
 */
function describedAs(products: readonly DrugProduct[], brand: string): DrugProduct[] {
  return products.filter((p) => {
    if (!p.brandName || !brand.startsWith(`${p.brandName} `)) return false;
    const rest = normalizeDrugName(brand.slice(p.brandName.length)).split(' ');
    return rest.every((word) => {
      const device = preferenceOfWord(word, word);
      const inDescription = new RegExp(`\\b${word.toUpperCase().replace(/\./g, '\\.')}\\b`);
      return device ? device.steps[0]?.([p]).length === 1 : inDescription.test(p.ln);
    });
  });
}

/** The pool in the salt, form and strength the name stands for, then in its form, then whole. */
function hinted(pool: DrugProduct[], hints: NameHints): DrugProduct[][] {
  const inForm = pool.filter((p) => hints.form?.test(p.form) ?? true);
  const inSalt = inForm.filter((p) => hints.salt.length > 0 && hasSalts(p.salt, hints.salt));
  const wanted = hints.strength ? strengthLabelKey(hints.strength) : null;
  const inStrength = (inSalt.length > 0 ? inSalt : inForm).filter(
    (p) => wanted !== null && strengthLabelKey(p.strength ?? '') === wanted,
  );
  return [inStrength, inSalt, inForm, pool].filter((tier) => tier.length > 0);
}
