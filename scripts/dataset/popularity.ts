import { normalizeDrugName } from '../../lib/domain/drug/drug-name';
import { canonicalIngredient, ingredientsOf } from './names';

type Row = Record<string, string>;

/**
 * Names people (and the ClinCalc list) use for a drug that is none of its ingredient or brand
 * names. Each maps to the ingredients of a family NADAC prices; a name may map to several.
 */
export const NAME_ALIASES: ReadonlyArray<{ name: string; ingredients: string[]; why: string }> = [
  { name: 'valproate', ingredients: ['divalproex'], why: 'divalproex is a valproate' },
  { name: 'valproate', ingredients: ['valproic acid'], why: 'valproate is valproic acid' },
  { name: 'vitamin d', ingredients: ['ergocalciferol'], why: 'Rx vitamin D2, 50,000 units' },
  { name: 'vitamin d2', ingredients: ['ergocalciferol'], why: 'vitamin D2 is ergocalciferol' },
  { name: 'vitamin b12', ingredients: ['cyanocobalamin'], why: 'vitamin B12 is cyanocobalamin' },
  { name: 'folate', ingredients: ['folic acid'], why: 'folate is folic acid' },
  { name: 'fish oil', ingredients: ['omega-3-acid ethyl esters'], why: 'Rx fish oil' },
  { name: 'penicillin vk', ingredients: ['penicillin v'], why: 'VK: the potassium salt' },
  { name: 'mixed amphetamine salts', ingredients: ['dextroamphetamine', 'amphetamine'], why: '' },
  { name: 'amphetamine salts', ingredients: ['dextroamphetamine', 'amphetamine'], why: 'Adderall' },
  { name: 'nph insulin', ingredients: ['insulin isophane human'], why: 'NPH: isophane' },
  { name: 'regular insulin', ingredients: ['insulin human'], why: 'regular human insulin' },
  { name: 'magnesium salts', ingredients: ['magnesium hydroxide'], why: 'ClinCalc group name' },
  { name: 'sodium salts', ingredients: ['sodium chloride'], why: 'ClinCalc group name' },
  { name: 'lactate', ingredients: ['ammonium lactate'], why: 'ClinCalc group name' },
  {
    name: 'pancrelipase amylase pancrelipase lipase pancrelipase protease',
    ingredients: ['pancrelipase'],
    why: 'ClinCalc lists the three enzymes of pancrelipase',
  },
];

/** Canonical ingredient lists of each family, keyed by family key. */
export type FamilyIngredients = ReadonlyMap<string, readonly string[]>;

/** Every word of `part` is a word of `whole` ("tenofovir" in "tenofovir disoproxil"). */
const wordsWithin = (part: string, whole: string): boolean => {
  const words = new Set(whole.split(' '));
  return part.split(' ').every((word) => words.has(word));
};

/** Whether each wanted ingredient lies within a distinct ingredient of the family. */
function coversExactly(wanted: readonly string[], family: readonly string[]): boolean {
  if (wanted.length !== family.length) return false;
  const used = new Set<number>();
  const visit = (index: number): boolean => {
    if (index === wanted.length) return true;
    for (let j = 0; j < family.length; j += 1) {
      if (used.has(j) || !wordsWithin(wanted[index] ?? '', family[j] ?? '')) continue;
      used.add(j);
      if (visit(index + 1)) return true;
      used.delete(j);
    }
    return false;
  };
  return visit(0);
}

/** The families an ingredient list or alias names (ClinCalc "Isosorbide" → mono- and dinitrate). */
export function familiesNamedBy(
  ingredients: readonly string[],
  name: string,
  families: FamilyIngredients,
): string[] {
  const wanted = [...new Set(ingredients.map(canonicalIngredient))];
  const found = [...families.entries()]
    .filter(([, members]) => coversExactly(wanted, members))
    .map(([key]) => key);
  if (found.length > 0) return found;
  const alias = normalizeDrugName(name);
  return NAME_ALIASES.filter((a) => normalizeDrugName(a.name) === alias).flatMap((a) =>
    familiesNamedBy(
      a.ingredients.flatMap((i) => ingredientsOf(i)),
      '',
      families,
    ),
  );
}

/** ClinCalc Top-300 rank per family key (the best rank when several entries name a family). */
export function popularityRanks(topDrugRows: readonly Row[], families: FamilyIngredients) {
  const ranks = new Map<string, number>();
  for (const row of topDrugRows) {
    const rank = Number(row.rank);
    if (!Number.isInteger(rank) || rank <= 0) continue;
    const ingredients = (row.ingredients ?? '').split(';').flatMap((part) => ingredientsOf(part));
    for (const key of familiesNamedBy(ingredients, row.name ?? '', families)) {
      if (rank < (ranks.get(key) ?? Infinity)) ranks.set(key, rank);
    }
  }
  return ranks;
}
