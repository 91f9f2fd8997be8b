/**
 * The words of a drug search that are neither a name nor a hard qualifier (salt, release, form,
 * strength): Spanish spellings of qualifiers, phrases of several words, and the words that only
 * say what a shopper would prefer (a device, a pack, an audience, over the counter or not, generic
 * or brand). Zod-free (browser-safe).
 */

/**
 * Spanish qualifier words (accents folded) → the English word the parser knows, so "cápsulas",
 * "de liberación prolongada" and "potásico" read like "capsules", "extended release" and
 * "potassium" (names themselves are data: scripts/dataset/world-names.csv).
 */
const SPANISH: Readonly<Record<string, string>> = {
  tableta: 'tablet',
  tabletas: 'tablets',
  comprimido: 'tablet',
  comprimidos: 'tablets',
  pastilla: 'pill',
  pastillas: 'pills',
  pildora: 'pill',
  pildoras: 'pills',
  capsula: 'capsule',
  capsulas: 'capsules',
  jarabe: 'syrup',
  suspension: 'suspension',
  solucion: 'solution',
  gotas: 'drops',
  crema: 'cream',
  pomada: 'ointment',
  unguento: 'ointment',
  parche: 'patch',
  parches: 'patches',
  inhalador: 'inhaler',
  inyeccion: 'injection',
  inyectable: 'injectable',
  inyecciones: 'injections',
  pluma: 'pen',
  plumas: 'pens',
  jeringa: 'syringe',
  jeringas: 'syringes',
  ampolla: 'vial',
  frasco: 'vial',
  supositorio: 'suppository',
  supositorios: 'suppositories',
  oftalmico: 'ophthalmic',
  oftalmica: 'ophthalmic',
  ojo: 'eye',
  ojos: 'eyes',
  oido: 'ear',
  oidos: 'ears',
  otico: 'otic',
  masticable: 'chewable',
  masticables: 'chewable',
  bucodispersable: 'odt',
  bucodispersables: 'odt',
  efervescente: 'effervescent',
  efervescentes: 'effervescent',
  polvo: 'powder',
  sobre: 'packet',
  sobres: 'packets',
  liquido: 'liquid',
  locion: 'lotion',
  champu: 'shampoo',
  espuma: 'foam',
  topico: 'topical',
  topica: 'topical',
  piel: 'skin',
  boca: 'mouth',
  prolongada: 'extended',
  extendida: 'extended',
  modificada: 'extended',
  retardada: 'delayed',
  gastrorresistente: 'delayed',
  enterica: 'enteric',
  inmediata: 'immediate',
  potasico: 'potassium',
  potasica: 'potassium',
  sodico: 'sodium',
  sodica: 'sodium',
  calcico: 'calcium',
  magnesico: 'magnesium',
  clorhidrato: 'hydrochloride',
  hidrocloruro: 'hydrochloride',
  bromhidrato: 'hydrobromide',
  succinato: 'succinate',
  tartrato: 'tartrate',
  bitartrato: 'bitartrate',
  besilato: 'besylate',
  maleato: 'maleate',
  mesilato: 'mesylate',
  sulfato: 'sulfate',
  citrato: 'citrate',
  fumarato: 'fumarate',
  acetato: 'acetate',
  bromuro: 'bromide',
  cloruro: 'chloride',
  carbonato: 'carbonate',
  fosfato: 'phosphate',
  propionato: 'propionate',
  dipropionato: 'dipropionate',
  valerato: 'valerate',
  furoato: 'furoate',
  xinafoato: 'xinafoate',
  hiclato: 'hyclate',
  monohidrato: 'monohydrate',
  decanoato: 'decanoate',
  gluconato: 'gluconate',
  pamoato: 'pamoate',
  medoxomilo: 'medoxomil',
  axetilo: 'axetil',
  cilexetilo: 'cilexetil',
  etexilato: 'etexilate',
  lactato: 'lactate',
  nino: 'children',
  ninos: 'children',
  nina: 'children',
  ninas: 'children',
  infantil: 'children',
  pediatrico: 'pediatric',
  pediatrica: 'pediatric',
  bebe: 'infant',
  bebes: 'infant',
  generico: 'generic',
  generica: 'generic',
  marca: 'brand',
};

/** Phrases read as one word (after Spanish words are read as English ones). */
const PHRASES: ReadonlyArray<[readonly string[], string]> = [
  [['over', 'the', 'counter'], 'otc'],
  [['sin', 'receta'], 'otc'],
  [['venta', 'libre'], 'otc'],
  [['con', 'receta'], 'rx'],
  [['starter', 'pack'], 'starter'],
  [['starter', 'pak'], 'starter'],
  [['starter', 'kit'], 'starter'],
  [['titration', 'pack'], 'starter'],
  [['titration', 'pak'], 'starter'],
  [['dose', 'pack'], 'dosepak'],
  [['dose', 'pak'], 'dosepak'],
  [['emergency', 'kit'], 'kit'],
  [['maintenance', 'pack'], 'maintenance'],
  [['maintenance', 'pak'], 'maintenance'],
  [['brand', 'name'], 'brand'],
];

/** Words that only join others ("tablet for suspension", "gotas para los ojos"). */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'release',
  'acting',
  'for',
  'of',
  'the',
  'a',
  'dose',
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'en',
  'para',
  'con',
  'y',
  'liberacion',
  'accion',
]);

/** A word of a search as the parser reads it, and as it was typed (normalised). */
export interface QueryWord {
  word: string;
  typed: string;
}

/** The words of a normalised search with Spanish words read as English and phrases joined. */
export function canonicalWords(words: readonly string[]): QueryWord[] {
  const english = words.map((word) => SPANISH[word] ?? word);
  const joined: QueryWord[] = [];
  for (let i = 0; i < english.length; i += 1) {
    const phrase = PHRASES.find(([parts]) => parts.every((part, k) => english[i + k] === part));
    const length = phrase ? phrase[0].length : 1;
    joined.push({
      word: phrase ? phrase[1] : (english[i] ?? ''),
      typed: words.slice(i, i + length).join(' '),
    });
    i += length - 1;
  }
  return joined;
}
