import type { BrandEntry, BrandTable } from './brand-table';
import { IngredientResolver } from './ingredient-resolver';
import {
  brandDisplayName,
  displayNameOf,
  familyKeyOf,
  ingredientFragments,
  ingredientsOf,
  ingredientWords,
  withoutContraceptiveIron,
  withoutSaltFragments,
} from './names';

type Row = Record<string, string>;

/** products.csv rows whose names were only inferred from the NADAC description. */
const DESCRIPTION_ONLY = 'derived:nadac_2026_description';

/** Leading words of a description before its strength ("LIPITOR 10 MG TABLET" → "LIPITOR"). */
function nameFromDescription(description: string): string {
  return description.split(/\s+\d/)[0]?.trim() || description;
}

/** What one NADAC row is called: its ingredients, family, generic and brand names. */
export interface RowNames {
  /** Ingredients without salts or descriptors, in label order. */
  ingredients: string[];
  familyKey: string;
  /** The family's display name, the same for every row of the family. */
  genericName: string;
  nonproprietaryName: string;
  /** The brand as marketed, for brand (B) rows; null for generics. */
  brandName: string | null;
  /** The brand-table entry the row's name starts with, if any. */
  brandEntry: BrandEntry | null;
  /** The FDA directory's nonproprietary name ("Metoprolol Tartrate"), "" when it has none. */
  fdaName: string;
}

interface Draft {
  row: Row;
  product: Row;
  brandEntry: BrandEntry | null;
  /** From the FDA directory or the brand table; null until resolved from the description. */
  curated: string[] | null;
}

/**
 * Names every NADAC row. Ingredients come from the brand table when the product's name starts
 * with a listed brand, else from the FDA directory, else from the description with abbreviations
 * spelled out by the ingredients known from the first two (and from `knownIngredientLists`).
 */
export function nameRows(
  nadacRows: readonly Row[],
  productsByNdc: ReadonlyMap<string, Row>,
  brands: BrandTable,
  knownIngredientLists: ReadonlyArray<readonly string[]>,
): RowNames[] {
  const resolver = new IngredientResolver();
  const drafts: Draft[] = nadacRows.map((row) => {
    const product = productsByNdc.get(row.ndc11 ?? '');
    if (!product) throw new Error(`products.csv has no row for NDC ${row.ndc11}`);
    const proprietary = (product.proprietary_name ?? '').trim();
    // The longer of the two matches: the directory writes "Wellbutrin" where the description
    // says "WELLBUTRIN SR 150 MG TABLET", and the SR is a different product.
    const brandEntry = longerBrand(
      proprietary ? brands.match(proprietary) : null,
      brands.match(row.description ?? ''),
    );
    const fdaName = product.source === DESCRIPTION_ONLY ? '' : (product.nonproprietary_name ?? '');
    const curated = brandEntry
      ? ingredientsOf(brandEntry.ingredients.join(', '))
      : fdaName.trim()
        ? ingredientsOf(fdaName)
        : null;
    if (curated) resolver.addKnown(curated);
    return { row, product, brandEntry, curated };
  });
  for (const entry of brands.entries)
    resolver.addKnown(ingredientsOf(entry.ingredients.join(', ')));
  for (const list of knownIngredientLists) resolver.addKnown(list);

  const named = drafts.map((draft) => {
    const ingredients = draft.curated ?? resolvedFromDescription(draft.row, resolver);
    return { draft, ingredients, familyKey: familyKeyOf(ingredients) };
  });
  const genericNameOf = familyDisplayNames(named);
  const brandsWithBrandRows = new Set(
    drafts.filter((d) => d.row.classification !== 'G').map((d) => d.brandEntry),
  );
  return named.map(({ draft, ingredients, familyKey }) => ({
    ingredients,
    familyKey,
    genericName: genericNameOf.get(familyKey) ?? displayNameOf(ingredients),
    nonproprietaryName: nonproprietaryNameOf(draft, ingredients),
    brandName: isBrand(draft, brandsWithBrandRows) ? brandNameOf(draft) : null,
    brandEntry: draft.brandEntry,
    fdaName:
      draft.product.source === DESCRIPTION_ONLY
        ? ''
        : (draft.product.nonproprietary_name ?? '').trim(),
  }));
}

/**
 * CMS's classification (B, B-ANDA, B-BIO are brands), except that a brand is one kind for all its
 * NDCs: a row CMS marks G whose brand has B rows is a brand too (one of Dilantin's seven NDCs).
 * Branded generics (Sprintec, Jantoven: trade-named ANDA products CMS marks G) stay generic.
 */
function isBrand(draft: Draft, brandsWithBrandRows: ReadonlySet<BrandEntry | null>): boolean {
  if (draft.row.classification !== 'G') return true;
  return draft.brandEntry !== null && brandsWithBrandRows.has(draft.brandEntry);
}

function longerBrand(a: BrandEntry | null, b: BrandEntry | null): BrandEntry | null {
  if (!a || !b) return a ?? b;
  return b.brand.length > a.brand.length && b.ingredients.join() === a.ingredients.join() ? b : a;
}

function resolvedFromDescription(row: Row, resolver: IngredientResolver): string[] {
  const lead = nameFromDescription((row.description ?? '').trim());
  const fragments = withoutSaltFragments(ingredientFragments(lead))
    .map((fragment) => ingredientWords(fragment).join(' '))
    .filter(Boolean);
  const resolved = withoutContraceptiveIron([...new Set(resolver.resolve(fragments))]);
  return resolved.length > 0 ? resolved : [lead.toLowerCase()];
}

/**
 * One display name per family: the most common ingredient spelling and order among its rows
 * named by the FDA directory or the brand table (any row when none is), ties alphabetical.
 */
function familyDisplayNames(
  named: ReadonlyArray<{ draft: Draft; ingredients: string[]; familyKey: string }>,
): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const { draft, ingredients, familyKey } of named) {
    const spelling = displayNameOf(ingredients);
    const perFamily = counts.get(familyKey) ?? new Map<string, number>();
    // Curated spellings outweigh any number of description-derived ones.
    perFamily.set(spelling, (perFamily.get(spelling) ?? 0) + (draft.curated ? 1_000_000 : 1));
    counts.set(familyKey, perFamily);
  }
  return new Map(
    [...counts.entries()].map(([familyKey, spellings]) => [
      familyKey,
      [...spellings.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ??
        familyKey,
    ]),
  );
}

function nonproprietaryNameOf(draft: Draft, ingredients: readonly string[]): string {
  if (draft.brandEntry) return displayNameOf(draft.brandEntry.ingredients);
  const fdaName =
    draft.product.source === DESCRIPTION_ONLY ? '' : draft.product.nonproprietary_name;
  return fdaName?.trim() || displayNameOf(ingredients);
}

function brandNameOf(draft: Draft): string {
  if (draft.brandEntry) return draft.brandEntry.brand;
  const proprietary = (draft.product.proprietary_name ?? '').trim();
  return brandDisplayName(proprietary || nameFromDescription((draft.row.description ?? '').trim()));
}
