/**
 * Salts, esters and hydrates: the part of an ingredient's name that is not the active moiety
 * ("metoprolol **tartrate**", "diclofenac **potassium**", "fluticasone **furoate**"). They do not
 * change the molecule (family) a product belongs to, but they do tell products apart: metoprolol
 * tartrate tablets and metoprolol succinate ER tablets are not interchangeable at the counter.
 * Shared by the dataset build (which reads names and NADAC descriptions) and name search (which
 * reads what people type). Zod-free so the browser may import it.
 */

/** Canonical salt names, each with the abbreviations NADAC descriptions and prescribers write. */
const SALT_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  hydrochloride: ['hcl', 'hyrochloride', 'hydrocloride', 'hydrochlor'],
  dihydrochloride: [],
  hydrobromide: ['hbr', 'hydrobromiede'],
  sodium: ['sod'],
  disodium: [],
  monosodium: [],
  potassium: ['pot'],
  calcium: [],
  magnesium: ['mag'],
  zinc: [],
  ammonium: [],
  aluminum: [],
  ferrous: [],
  besylate: ['besilate', 'bes'],
  maleate: [],
  succinate: ['succ', 'succnt'],
  ethylsuccinate: [],
  tartrate: ['tart', 'tar'],
  bitartrate: [],
  mesylate: ['mes'],
  dimesylate: [],
  sulfate: ['sulf', 'sul', 'sulfates'],
  bisulfate: [],
  citrate: ['cit'],
  fumarate: ['fum'],
  hemifumarate: [],
  acetate: ['acet', 'ac'],
  bromide: ['br'],
  chloride: ['cl'],
  carbonate: ['carb'],
  lactate: [],
  phosphate: ['phos', 'ph'],
  malate: [],
  saccharate: [],
  aspartate: [],
  napsylate: [],
  pamoate: ['pam'],
  tosylate: [],
  camsylate: [],
  tromethamine: ['trometamol'],
  propionate: ['prop'],
  dipropionate: ['dp'],
  valerate: ['val'],
  medoxomil: [],
  kamedoxomil: [],
  cilexetil: [],
  cypionate: ['cyp'],
  enanthate: [],
  undecanoate: [],
  furoate: [],
  xinafoate: [],
  trifenatate: [],
  oxalate: [],
  olamine: [],
  etabonate: [],
  etexilate: [],
  axetil: [],
  proxetil: [],
  marboxil: [],
  acetonide: [],
  decanoate: ['dec'],
  palmitate: [],
  lauroxil: [],
  gluconate: ['gluc'],
  mandelate: ['mand'],
  hippurate: [],
  ethanolate: [],
  erbumine: [],
  stearate: [],
  estolate: [],
  polistirex: [],
  tannate: [],
  butyrate: ['butyr'],
  probutate: [],
  mofetil: [],
  meglumine: [],
  benzoate: [],
  epolamine: [],
  polacrilex: [],
  hyclate: ['hyc'],
  monohydrate: ['mono'],
  dihydrate: [],
  trihydrate: [],
  hemihydrate: [],
  sesquihydrate: [],
  anhydrous: [],
  macrocrystals: ['mcr', 'macrocrystal'],
};

/** Lower-case word (or abbreviation) → canonical salt name. */
export const SALT_OF_WORD: ReadonlyMap<string, string> = new Map(
  Object.entries(SALT_SPELLINGS).flatMap(([salt, spellings]) => [
    [salt, salt] as const,
    ...spellings.map((spelling) => [spelling, salt] as const),
  ]),
);

/**
 * Abbreviations too short or too common to read as a salt in what people type ("ac" and "ph" are
 * NADAC's, "mono" and "prop" begin other words); search only takes full salt names and these
 * unambiguous prescriber abbreviations.
 */
const TYPED_ABBREVIATIONS = new Set(['hcl', 'hbr', 'sod', 'succ', 'tart', 'mcr', 'hyc', 'dp']);

/** The canonical salt a typed word names, or null ("tartrate", "HCl", "succ"). */
export function typedSalt(word: string): string | null {
  const lower = word.toLowerCase();
  const salt = SALT_OF_WORD.get(lower);
  if (!salt) return null;
  return lower === salt || TYPED_ABBREVIATIONS.has(lower) ? salt : null;
}

/** The sorted, space-joined salt set: the product field `salt` and the key search compares. */
export function saltKey(salts: Iterable<string>): string | null {
  const sorted = [...new Set(salts)].sort();
  return sorted.length === 0 ? null : sorted.join(' ');
}

/** Whether a product's salt key holds every salt of `wanted`. */
export function hasSalts(productSalt: string | null, wanted: readonly string[]): boolean {
  if (wanted.length === 0) return true;
  const have = new Set(productSalt?.split(' ') ?? []);
  return wanted.every((salt) => have.has(salt));
}
