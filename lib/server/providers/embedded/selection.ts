import 'server-only';
import type { DrugProduct } from '@/lib/domain/dataset/dataset-schema';
import { formFilterAdmits } from '@/lib/domain/drug/identity/form-label';
import {
  applyPreferences,
  preferenceOfWord,
  type Preferred,
} from '@/lib/domain/drug/identity/preferences';
import { parseDrugQuery } from '@/lib/domain/drug/identity/query';
import type { NameMatch as AnswerNameMatch } from '@/lib/domain/api/find-drugs';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import { formKey, strengthLabelKey } from '@/lib/domain/query/product-filters';
import { drugNotFound, variantNotPriced } from '@/lib/server/core/api-error';
import type { DrugCatalog, NameMatch } from './catalog';
import { defaultProduct } from './defaults';
import { hintsOf, nameMatchOf, resolvedOrNotFound } from './name-answer';
import { poolTiers, type NameHints, type PoolTier } from './pools';
import {
  narrowed,
  narrows,
  pricedVariants,
  qualifiersBeyondName,
  qualifierText,
  type Qualifiers,
} from './qualifiers';

/** The product a FindDrugs query prices, the family its pickers offer, and how the name matched. */
export interface Selection {
  family: readonly DrugProduct[];
  product: DrugProduct;
  /** How DrugName was read; null when the search was by NDC or GSN. */
  nameMatch: AnswerNameMatch | null;
}

type Kind = 'B' | 'G';

interface Constraints {
  /** A kind the query demands (BrandIndicator B/G, or ReferencedBN → generics). */
  requiredKind: Kind | null;
  /** The kind to show when either would do: brand when a brand name was searched. */
  preferredKind: Kind;
  preferredBrandName: string | null;
  /** Families allowed by ReferencedBN; null when it was not given. */
  referencedFamilies: ReadonlySet<string> | null;
  /** Form and strength filters (upper case), null when not given. */
  form: string | null;
  strength: string | null;
}

/**
 * Picks the product to price: NDC wins over GSN over DrugName; the others must agree with it.
 * A DrugName names one medicine and never answers with another: its qualifiers (salt, release,
 * form, strength) narrow that medicine, and a search nothing priced honours is a 404 saying what
 * is priced instead. BrandIndicator, ReferencedBN, Form and Strength narrow the choice too.
 */
export function selectProduct(catalog: DrugCatalog, query: FindDrugsQuery): Selection {
  const typed = query.drugName ? parseDrugQuery(query.drugName) : null;
  const resolved = typed ? resolvedOrNotFound(catalog, typed, query.drugName ?? '') : null;
  const constraints = constraintsOf(catalog, query, resolved?.best ?? null);

  if (query.ndc || query.gsn) {
    const anchor = query.ndc
      ? catalog.byNdc.get(query.ndc)
      : catalog.byGsn.get(query.gsn ?? '')?.[0];
    if (!anchor) {
      throw drugNotFound(
        query.ndc ? `No drug has NDC ${query.ndc}.` : `No drug has GSN ${query.gsn}.`,
      );
    }
    if (query.ndc && query.gsn && anchor.gsn !== query.gsn) {
      throw drugNotFound(`NDC ${query.ndc} is not of GSN ${query.gsn}.`);
    }
    if (resolved && !resolved.matches.some((m) => m.familyKey === anchor.familyKey)) {
      throw drugNotFound(
        `"${query.drugName}" does not name the drug with that ${query.ndc ? 'NDC' : 'GSN'}.`,
      );
    }
    const family = catalog.byFamily.get(anchor.familyKey) ?? [anchor];
    const product = query.ndc
      ? admitted(anchor, constraints)
        ? anchor
        : null
      : pickProduct(catalog.byGsn.get(anchor.gsn) ?? [], constraints);
    if (!product)
      throw drugNotFound(
        'No product matches the BrandIndicator/ReferencedBN/Form/Strength filters.',
      );
    return { family, product, nameMatch: null };
  }

  if (!typed || !resolved) throw drugNotFound('Give DrugName, NDC or GSN.');
  const { best } = resolved;
  if (!best.isPriced) {
    throw drugNotFound(
      `${best.displayName} is not in the CMS NADAC price list this data is built on.`,
    );
  }
  const family = catalog.byFamily.get(best.familyKey) ?? [];
  const qualifiers = qualifiersBeyondName(typed, best.key, family[0]?.genericName ?? '');
  const named = productNamed(family, constraints, qualifiers, hintsOf(best, typed), best);
  const nameMatch = nameMatchOf(query.drugName ?? '', resolved, family, named);
  return { family, product: named.product, nameMatch };
}

/** The product a name search prices, the soft words it did not use, and whose generic it is. */
interface Named {
  product: DrugProduct;
  unused: string[];
  genericFor: string | null;
}

/**
 * The named medicine's product: the kind and brand asked for, narrowed by the typed qualifiers
 * (a 404 listing what is priced when none honours them) and the Form and Strength filters, then
 * by the soft qualifiers some product fits (in the first tier that fits the most of them), then
 * the counter default.
 */
function productNamed(
  family: readonly DrugProduct[],
  constraints: Constraints,
  qualifiers: Qualifiers,
  hints: NameHints,
  best: NameMatch,
): Named {
  const tiers = poolTiers(
    family.filter((p) => admittedByKind(p, constraints)),
    hints,
  );
  const honoured = tiers
    .map((tier) => ({ ...tier, products: narrowed(tier.products, qualifiers) }))
    .filter((tier) => tier.products.length > 0);
  if (honoured.length === 0 && tiers.length > 0 && narrows(qualifiers)) {
    throw variantNotPriced(
      `${best.displayName} is not priced as "${qualifierText(qualifiers)}"; the answer's "priced" member lists what is.`,
      pricedVariants(tiers.flatMap((tier) => tier.products)),
    );
  }
  // A soft word the matched name itself carries ("Z-Pack") is its name, not a wish, except who
  // the product is for and how it is sold ("EpiPen Jr", "Prilosec OTC"); it is never reported as
  // left out.
  const inName = (typed: string) => typed.split(' ').every((word) => nameWords.has(word));
  const nameWords = new Set(best.key.split(' '));
  const preferences = [
    // The name's own supply comes first and is never reported as left out (typed as "").
    ...(hints.otc ? [preferenceOfWord('otc', '')].filter((p) => p !== null) : []),
    ...qualifiers.preferences,
  ].filter(
    (p) =>
      !(hints.genericAsked && p.kind === 'kind') &&
      (p.kind === 'audience' || p.kind === 'supply' || !inName(p.typed)),
  );
  // The tier that fits the soft words best: fewest unused, then each by its first choice
  // ("children's Zyrtec" is the children's liquid, not Zyrtec's tablets chewed).
  let chosen: { tier: PoolTier; preferred: Preferred<DrugProduct> } | null = null;
  const cost = (p: Preferred<DrugProduct>) => p.unused.length * 100 + p.stepsDown;
  for (const tier of honoured) {
    const filtered = tier.products.filter((p) => admittedByFilters(p, constraints));
    if (filtered.length === 0) continue;
    const preferred = applyPreferences(filtered, preferences);
    if (!chosen || cost(preferred) < cost(chosen.preferred)) chosen = { tier, preferred };
  }
  const product = chosen ? defaultProduct(chosen.preferred.products) : null;
  if (!chosen || !product) {
    throw drugNotFound(
      `No ${best.displayName} matches the BrandIndicator/ReferencedBN/Form/Strength filters.`,
    );
  }
  const unused = chosen.preferred.unused
    .map((p) => p.typed)
    .filter((typed) => typed !== '' && !inName(typed));
  return { product, unused, genericFor: chosen.tier.genericFor };
}

function constraintsOf(
  catalog: DrugCatalog,
  query: FindDrugsQuery,
  bestNameMatch: NameMatch | null,
): Constraints {
  let requiredKind: Kind | null =
    query.brandIndicator === 'B' || query.brandIndicator === 'G' ? query.brandIndicator : null;
  let referencedFamilies: Set<string> | null = null;
  if (query.referencedBrandName) {
    if (requiredKind === 'B') {
      throw drugNotFound('ReferencedBN selects generics, but BrandIndicator asks for brands.');
    }
    requiredKind = 'G';
    referencedFamilies = new Set(
      catalog
        .matchName(query.referencedBrandName)
        .filter((m) => m.matchedBrand && m.score <= 1)
        .map((m) => m.familyKey),
    );
  }
  const searchedBrand = bestNameMatch?.matchedBrand === true;
  return {
    requiredKind,
    preferredKind: requiredKind ?? (searchedBrand ? 'B' : 'G'),
    preferredBrandName: searchedBrand ? (bestNameMatch?.displayName ?? null) : null,
    referencedFamilies,
    form: query.form === null ? null : formKey(query.form),
    strength: query.strength === null ? null : strengthLabelKey(query.strength),
  };
}

function admittedByKind(product: DrugProduct, constraints: Constraints): boolean {
  if (constraints.requiredKind && product.brandGeneric !== constraints.requiredKind) return false;
  return !constraints.referencedFamilies || constraints.referencedFamilies.has(product.familyKey);
}

function admittedByFilters(product: DrugProduct, constraints: Constraints): boolean {
  if (constraints.form && !formFilterAdmits(product, constraints.form)) return false;
  return !constraints.strength || product.strength === constraints.strength;
}

const admitted = (product: DrugProduct, constraints: Constraints): boolean =>
  admittedByKind(product, constraints) && admittedByFilters(product, constraints);

/** The representative product of one formulation: preferred kind and brand, newest price. */
function pickProduct(
  products: readonly DrugProduct[],
  constraints: Constraints,
): DrugProduct | null {
  const candidates = products.filter((p) => admitted(p, constraints));
  if (candidates.length === 0) return null;
  const rank = (p: DrugProduct): number =>
    (p.brandGeneric === constraints.preferredKind ? 0 : 2) +
    (constraints.preferredBrandName && p.brandName !== constraints.preferredBrandName ? 1 : 0);
  return candidates.reduce((best, p) => (compareProducts(p, best, rank) < 0 ? p : best));
}

function compareProducts(a: DrugProduct, b: DrugProduct, rank: (p: DrugProduct) => number): number {
  return (
    rank(a) - rank(b) ||
    b.nadacAsOfDate.localeCompare(a.nadacAsOfDate) ||
    a.nadacPerUnitUsd - b.nadacPerUnitUsd ||
    a.ndc.localeCompare(b.ndc)
  );
}
