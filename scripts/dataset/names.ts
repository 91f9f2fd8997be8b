/**
 * Ingredient names for the drug catalogue: the words of each ingredient without salts, esters and
 * release/packaging descriptors, an order-free family key, and display names.
 */
import { INGREDIENT_ABBREVIATIONS } from '../../lib/domain/drug/drug-name';
import { SALT_OF_WORD, saltKey } from '../../lib/domain/drug/identity/salts';

/**
 * Salt, ester and hydrate words that do not change which medicine a product is: "Clopidogrel
 * Bisulfate" is clopidogrel, "Fluticasone Furoate" and "Fluticasone Propionate" are both
 * fluticasone, as in the ClinCalc ranking. The vocabulary is lib/domain/drug/identity/salts.ts
 * (products keep their salt as `salt`); these extras are misspellings and NADAC shorthands that
 * are noise, not a salt ("SS" is single strength).
 */
export const SALT_WORDS: ReadonlySet<string> = new Set([
  ...SALT_OF_WORD.keys(),
  ...'acet hydrobromiede sulfates nitrate ss succnt hyrochloride methylbromide'.split(' '),
]);

/** Mineral anions that, with a salt word, make up a medicine ("Magnesium Oxide", "Sodium Fluoride"). */
const MINERAL_ANIONS = new Set('oxide hydroxide fluoride iodide bicarbonate'.split(' '));

/** Ingredients named after an ester of a simple alcohol: the ester is the medicine. */
const ESTER_NAMED = new Set(['dimethyl', 'monomethyl', 'diroximel']);

/**
 * Release, device, packaging and indication words that labelers and NADAC descriptions add to
 * ingredient names ("Diltiazem 24H ER(CD)", "Insulin Aspart FlexPen", "FT Allergy Lorat"); without
 * them a product joins its ingredient's family. Store-brand prefixes (FT, GNP, QC, GS, SM, EQ) too.
 */
const DESCRIPTOR_WORDS = new Set(
  (
    'er dr xl xr sr cr la cd ir ec odt hfa 24h 24hr 12h 12hr extended delayed release immediate ' +
    'orally disintegrating pedi ped pediatric intensol sprinkle chewable chew chw tablet tablets ' +
    'tab tabs caplet capsule capsules cap caps cp softgel solution soln sol susp suspension oral ' +
    'injection inj vial vl pen syringe kit pack pak cream ointment gel lotion spray nasal ' +
    'ophthalmic otic topical transdermal system patch vaginal micro ellipta diskus respimat ' +
    'inhub inhalation inhaler flexpen kwikpen kwkpn solostar flextouch penfill max solo u100 ' +
    'u200 u300 u500 jr junior tempo starter cf pf pushtouch sensoready autoinjector prefilled ' +
    'eye drops ear dental prescription sublingual film granules packet pkt liquid syrup ' +
    'elixir concentrate tincture rdna origin for and ring rings ft gnp qc gs sm eq child ' +
    'children childrens chld infant infants inf rlf relief allergy pain arthritis cough cold ' +
    'flu sinus fever itch headache migraine nighttime daytime severe extra strength maximum ' +
    'regular original ultra advanced ad'
  ).split(' '),
);

/**
 * Biosimilar and unbranded-biologic suffixes ("adalimumab-aacf", "insulin glargine-yfgn") name the
 * maker, not a different molecule: the product joins the molecule's family.
 */
const BIOSIMILAR_SUFFIX =
  /(mab|cept|glargine|aspart|lispro|degludec|grastim|alfa|beta|tide|ase)-[a-z]{4}(?![a-z])/g;

/** Premixed insulins written as "Insulin Lispro Mix 75-25": protamine suspension plus the insulin. */
const INSULIN_MIX = /\binsulin (lispro|aspart) (?:protamine[, ]+insulin (?:lispro|aspart) )?mix\b/g;

/** Iron (placebo-week tablets) is not an active ingredient of an oral contraceptive. */
const CONTRACEPTIVE_HORMONES =
  /^(ethinyl estradiol|norethindrone|levonorgestrel|norgestimate|desogestrel|drospirenone|norgestrel|ethynodiol|estradiol|norelgestromin|etonogestrel)$/;
const IRON_WORDS = /^(fe|ferrous fumarate|ferrous bisglycinate|fe bisglyc|iron)$/;

/** Lower-case words of one ingredient fragment, with abbreviations spelled out. */
function wordsOf(fragment: string): string[] {
  return fragment
    .replace(/([a-z])-(\d)/g, '$1 $2')
    .replace(/[^a-z0-9.\- ]+/g, ' ')
    .split(' ')
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .flatMap((word) => (INGREDIENT_ABBREVIATIONS.get(word) ?? word).split(' '));
}

/** Numbers in a name are strengths ("Lo 1/10"), except 4-digit ones ("Polyethylene Glycol 3350"). */
const isStrengthNumber = (word: string): boolean =>
  /^[\d.\-]+(mg|mcg|ml|g|ppm)?$/.test(word) && !/^\d{4,}$/.test(word);

/**
 * One ingredient's words without descriptors, numbers and salts. A name made only of salt words
 * is the salt itself and stays whole ("Calcium Carbonate", "Potassium Chloride").
 */
export function ingredientWords(fragment: string): string[] {
  const words = wordsOf(fragment).filter(
    (word) => !DESCRIPTOR_WORDS.has(word) && !isStrengthNumber(word),
  );
  const isSaltItself = words.every((word) => SALT_WORDS.has(word) || MINERAL_ANIONS.has(word));
  // "POTASSIUM CL" is potassium chloride: the salt's words in their full spelling.
  if (isSaltItself && words.length > 1) return words.map((word) => SALT_OF_WORD.get(word) ?? word);
  if (isSaltItself) return words;
  if (ESTER_NAMED.has(words[0] ?? '')) return words;
  return words.filter((word) => !SALT_WORDS.has(word));
}

/** Raw ingredient fragments of a nonproprietary name or a NADAC description's name part. */
export function ingredientFragments(name: string): string[] {
  return name
    .toLowerCase()
    .replace(BIOSIMILAR_SUFFIX, '$1')
    .replace(INSULIN_MIX, 'insulin $1 protamine, insulin $1')
    .replace(/\bpeg[- ]?3350\b/g, 'polyethylene glycol 3350')
    .replace(/[()]/g, ' ')
    .split(/\s+and\s+|\s*[,/;+&]\s*|(?<=[a-z])-(?=[a-z])|\s+with\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Ingredients of a nonproprietary name, in source order, each without salts and descriptors. */
export function ingredientsOf(name: string): string[] {
  const parts = withoutSaltFragments(ingredientFragments(name))
    .map((fragment) => ingredientWords(fragment).join(' '))
    .filter(Boolean);
  return withoutContraceptiveIron([...new Set(parts)]);
}

/** Metals that make a salt a medicine of its own (sodium bicarbonate, magnesium sulfate). */
const CATIONS = new Set(
  'sodium sod potassium pot calcium magnesium mag zinc aluminum ferrous ammonium lithium'.split(
    ' ',
  ),
);

/**
 * Whether a fragment is only an anion, ester or hydrate ("MONO", "MCR", "HCL"): the salt of the
 * ingredient beside it, never a medicine of its own (a fragment with a metal is one).
 */
function isSaltFragment(fragment: string): boolean {
  const words = wordsOf(fragment).filter((w) => !DESCRIPTOR_WORDS.has(w) && !isStrengthNumber(w));
  return words.length > 0 && words.every((w) => SALT_WORDS.has(w) && !CATIONS.has(w));
}

/**
 * Fragments that are only a salt beside a real ingredient are that ingredient's salt, not an
 * ingredient ("NITROFURANTOIN MONO-MCR": nitrofurantoin monohydrate/macrocrystals); a name made
 * only of salts keeps them ("SOD SUL-POTASS SUL-MAG SUL" is three sulfates).
 */
export function withoutSaltFragments(fragments: readonly string[]): string[] {
  const kept = fragments.filter((f) => !isSaltFragment(f));
  return kept.length > 0 ? kept : [...fragments];
}

/** Whether the ingredients are sex hormones (contraceptives, HRT), whose strengths mix mg and mcg. */
export function isHormonal(ingredients: readonly string[]): boolean {
  return ingredients.some((i) => CONTRACEPTIVE_HORMONES.test(i));
}

/** Drops the iron of placebo-week tablets when the product is a hormonal contraceptive. */
export function withoutContraceptiveIron(ingredients: readonly string[]): string[] {
  if (!isHormonal(ingredients)) return [...ingredients];
  return ingredients.filter((i) => !IRON_WORDS.test(i));
}

/** Word order inside an ingredient does not matter ("human insulin" = "insulin human"). */
export function canonicalIngredient(ingredient: string): string {
  return ingredient.split(' ').filter(Boolean).sort().join(' ');
}

/**
 * The family key: canonical ingredients, sorted and joined by "/", so "triamterene and
 * hydrochlorothiazide" and "hydrochlorothiazide-triamterene" are one family.
 */
export function familyKeyOf(ingredients: readonly string[]): string {
  return [...new Set(ingredients.map(canonicalIngredient).filter(Boolean))].sort().join('/');
}

const titleWord = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** ["lisinopril", "hydrochlorothiazide"] → "Lisinopril / Hydrochlorothiazide". */
export function displayNameOf(ingredients: readonly string[]): string {
  return ingredients
    .map((ingredient) => ingredient.split(' ').map(titleWord).join(' '))
    .join(' / ');
}

/** Release and line-extension tokens brand names spell in capitals ("Toprol XL", "Lotensin HCT"). */
const CAPITAL_TOKENS = new Set(
  'xl xr sr er dr cr la cd odt hct hfa ds pm xt ec ir d pe dm ac cf pf hp eq ii iii'.split(' '),
);

/** Title-cases an ALL-CAPS brand ("TOPROL XL" → "Toprol XL"), leaving mixed case as published. */
export function brandDisplayName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(/[a-z0-9]+/g, (word, offset: number) =>
      offset > 0 && CAPITAL_TOKENS.has(word) ? word.toUpperCase() : titleWord(word),
    );
}

/**
 * The salts, esters and hydrates a name carries besides its active moieties ("Metoprolol
 * Tartrate" → "tartrate", "AMLODIPINE BES-BENAZEPRIL HCL" → "besylate hydrochloride"), as the
 * product field `salt`; null when it names none. A name that is a salt itself ("Potassium
 * Chloride") has none.
 */
export function saltOfName(name: string): string | null {
  const salts: string[] = [];
  const fragments = ingredientFragments(name);
  const saltOnly = fragments.filter(isSaltFragment);
  if (saltOnly.length === fragments.length) return null; // the medicine is a salt itself
  for (const fragment of fragments) {
    const words = wordsOf(fragment).filter(
      (word) => !DESCRIPTOR_WORDS.has(word) && !isStrengthNumber(word),
    );
    // The first word names the molecule ("MONO-LINYAH", "AC" of a brand), never its salt, unless
    // the fragment is a salt beside one ("NITROFURANTOIN MONO-MCR").
    for (const word of saltOnly.includes(fragment) ? words : words.slice(1)) {
      const salt = SALT_OF_WORD.get(word);
      if (salt) salts.push(salt);
    }
  }
  return saltKey(salts);
}
