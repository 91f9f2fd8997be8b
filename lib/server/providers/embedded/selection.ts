import 'server-only';
import type { DrugProduct } from '@/lib/domain/dataset-schema';
import { formFilterAdmits } from '@/lib/domain/drug-identity/form-label';
import { parseDrugQuery } from '@/lib/domain/drug-identity/query';
import { hasSalts } from '@/lib/domain/drug-identity/salts';
import type { NameMatch as AnswerNameMatch } from '@/lib/domain/find-drugs';
import type { FindDrugsQuery } from '@/lib/domain/find-drugs-query';
import { formKey, strengthLabelKey } from '@/lib/domain/product-filters';
import { drugNotFound, variantNotPriced } from '@/lib/server/http/errors';
import type { DrugCatalog, ResolvedName } from './catalog';
import { defaultProduct } from './defaults';
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
  /** Forms the searched name stands for (Flovent: inhalers), preferred when its brand is not priced. */
  preferredForm: RegExp | null;
  /** The salt the searched name stands for (Macrobid), preferred when its brand is not priced. */
  preferredSalt: string[];
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
  const resolved = typed ? catalog.resolve(typed) : null;
  if (typed && !resolved) throw drugNotFound(`No drug matches the name "${query.drugName}".`);
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
  const product = productNamed(family, constraints, qualifiers, best.displayName);
  return { family, product, nameMatch: nameMatchOf(query.drugName ?? '', resolved) };
}

function nameMatchOf(searched: string, resolved: ResolvedName): AnswerNameMatch {
  return { searched, matched: resolved.best.displayName, corrected: resolved.corrected };
}

/**
 * The named medicine's product: the kind and brand asked for, narrowed by the typed qualifiers
 * (a 404 listing what is priced when none honours them), then by the Form and Strength filters,
 * then the counter default.
 */
function productNamed(
  family: readonly DrugProduct[],
  constraints: Constraints,
  qualifiers: Qualifiers,
  displayName: string,
): DrugProduct {
  const tiers = poolTiers(
    family.filter((p) => admittedByKind(p, constraints)),
    constraints,
  );
  const honoured = tiers.map((tier) => narrowed(tier, qualifiers)).find((t) => t.length > 0);
  if (!honoured && tiers.length > 0 && narrows(qualifiers)) {
    throw variantNotPriced(
      `${displayName} is not priced as "${qualifierText(qualifiers)}"; the answer's "priced" member lists what is.`,
      pricedVariants(tiers.flat()),
    );
  }
  const filtered = (honoured ?? []).filter((p) => admittedByFilters(p, constraints));
  const product = filtered.length > 0 ? defaultProduct(filtered) : null;
  if (!product) {
    throw drugNotFound(
      `No ${displayName} matches the BrandIndicator/ReferencedBN/Form/Strength filters.`,
    );
  }
  return product;
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
    preferredForm: bestNameMatch?.formHint ? new RegExp(bestNameMatch.formHint) : null,
    preferredSalt: bestNameMatch?.saltHint?.split(' ') ?? [],
    referencedFamilies,
    form: query.form === null ? null : formKey(query.form),
    strength: query.strength === null ? null : strengthLabelKey(query.strength),
  };
}

type NameMatch = ResolvedName['best'];

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

/**
 * The products a search starts from, in the order they are tried. A brand searched: that brand's
 * own products and its line ("Ozempic" is never Wegovy's pens; "Lantus pen" is Lantus
 * SoloStar) — or, for a brand NADAC does not price (Keflex), the generics, in the brand's own
 * form first. Otherwise the whole family (the dataset's ranks prefer the generic).
 */
function poolTiers(products: DrugProduct[], constraints: Constraints): DrugProduct[][] {
  const brand = constraints.preferredBrandName;
  if (brand) {
    const own = [
      // The brand and its line, ranked together ("Lantus" is filled as Lantus SoloStar pens).
      products.filter((p) => p.brandName === brand || p.brandName?.startsWith(`${brand} `)),
      // A branded generic (Sprintec) is a generic whose description starts with its name.
      products.filter((p) => p.ln.startsWith(`${brand.toUpperCase()} `)),
    ].filter((tier) => tier.length > 0);
    if (own.length > 0) return own;
    const generics = products.filter((p) => p.brandGeneric === 'G');
    const pool = generics.length > 0 ? generics : products;
    const inForm = pool.filter((p) => constraints.preferredForm?.test(p.form) ?? true);
    const salted = constraints.preferredSalt.length > 0;
    const inSalt = inForm.filter((p) => salted && hasSalts(p.salt, constraints.preferredSalt));
    return [inSalt, inForm, pool].filter((tier) => tier.length > 0);
  }
  // A generic name: one pool, whose ranks put the generic first at the usual strength.
  return products.length > 0 ? [products] : [];
}
