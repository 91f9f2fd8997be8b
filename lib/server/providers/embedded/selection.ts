import 'server-only';
import type { DrugProduct } from '@/lib/domain/dataset-schema';
import type { FindDrugsQuery } from '@/lib/domain/find-drugs-query';
import { formKey, strengthLabelKey } from '@/lib/domain/product-filters';
import { drugNotFound } from '@/lib/server/errors';
import type { DrugCatalog } from './catalog';
import { defaultForm, defaultStrength, strengthKey } from './defaults';

/** The product a FindDrugs query prices, and the family its pickers offer. */
export interface Selection {
  family: readonly DrugProduct[];
  product: DrugProduct;
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
  /** Form and strength filters (upper case), null when not given. */
  form: string | null;
  strength: string | null;
}

/**
 * Picks the product to price: NDC wins over GSN over DrugName; the others must agree with it.
 * BrandIndicator and ReferencedBN narrow the choice; a query that narrows to nothing is a 404.
 */
export function selectProduct(catalog: DrugCatalog, query: FindDrugsQuery): Selection {
  const nameMatches = query.drugName ? catalog.matchName(query.drugName) : null;
  if (nameMatches && nameMatches.length === 0) {
    throw drugNotFound(`No drug matches the name "${query.drugName}".`);
  }
  const constraints = constraintsOf(catalog, query, nameMatches?.[0] ?? null);

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
    if (nameMatches && !nameMatches.some((m) => m.familyKey === anchor.familyKey)) {
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
    return { family, product };
  }

  for (const match of nameMatches ?? []) {
    if (!match.isPriced) {
      throw drugNotFound(
        `${match.displayName} is not in the CMS NADAC price list this data is built on.`,
      );
    }
    const family = catalog.byFamily.get(match.familyKey) ?? [];
    const product = pickDefaultProduct(family, constraints);
    if (product) return { family, product };
  }
  throw drugNotFound(
    `No drug named "${query.drugName}" matches the BrandIndicator/ReferencedBN filters.`,
  );
}

function constraintsOf(
  catalog: DrugCatalog,
  query: FindDrugsQuery,
  bestNameMatch: { matchedBrand: boolean; displayName: string; formHint: string | null } | null,
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
    referencedFamilies,
    form: query.form === null ? null : formKey(query.form),
    strength: query.strength === null ? null : strengthLabelKey(query.strength),
  };
}

function admitted(product: DrugProduct, constraints: Constraints): boolean {
  if (constraints.requiredKind && product.brandGeneric !== constraints.requiredKind) return false;
  if (constraints.form && product.form !== constraints.form) return false;
  if (constraints.strength && product.strength !== constraints.strength) return false;
  return !constraints.referencedFamilies || constraints.referencedFamilies.has(product.familyKey);
}

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
 * With no NDC or GSN: the searched brand's products (its generics when NADAC does not price the
 * brand, as for Keflex), else the preferred kind; then the default form and strength
 * (defaults.ts).
 */
function pickDefaultProduct(
  family: readonly DrugProduct[],
  constraints: Constraints,
): DrugProduct | null {
  const pool = preferredPool(
    family.filter((p) => admitted(p, constraints)),
    constraints,
  );
  if (pool.length === 0) return null;
  const form = defaultForm(pool);
  const sameForm = pool.filter((p) => p.form === form);
  const strength = defaultStrength(sameForm);
  return pickProduct(
    sameForm.filter((p) => strengthKey(p) === strength),
    constraints,
  );
}

function preferredPool(products: DrugProduct[], constraints: Constraints): DrugProduct[] {
  const brand = constraints.preferredBrandName;
  if (brand) {
    // A branded generic (Sprintec) is a generic whose description starts with its name.
    const prefix = `${brand.toUpperCase()} `;
    const exact = products.filter((p) => p.brandName === brand);
    if (exact.length > 0) return exact;
    const named = products.filter((p) => p.ln.startsWith(prefix));
    if (named.length > 0) return named;
    const generics = products.filter((p) => p.brandGeneric === 'G');
    const pool = generics.length > 0 ? generics : products;
    const inForm = pool.filter((p) => constraints.preferredForm?.test(p.form));
    return inForm.length > 0 ? inForm : pool;
  }
  const preferred = products.filter((p) => p.brandGeneric === constraints.preferredKind);
  return preferred.length > 0 ? preferred : products;
}
