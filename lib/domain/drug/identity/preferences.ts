/**
 * Soft qualifiers: words that say which product a shopper would prefer without naming another
 * medicine — a device ("KwikPen", "Respimat"), a pack ("starter pack", "Dosepak"), an audience
 * ("children's", "kids"), over the counter or prescription, generic or brand. Each narrows the
 * named medicine's products when some product fits it and is otherwise not used (the answer says
 * so, NameMatch `ignored`): an extra word never turns a search that finds a medicine into a 404.
 * Zod-free (browser-safe).
 */

/** What a soft qualifier looks at. */
export interface PreferenceSubject {
  ln: string;
  form: string;
  otc: boolean;
  brandGeneric: 'B' | 'G';
  strength: string | null;
}

type PreferenceKind = 'device' | 'pack' | 'audience' | 'supply' | 'kind';

/** One soft qualifier of a search. */
export interface Preference {
  /** The word as typed (normalised): "kwikpen", "starter pack", "childrens". */
  typed: string;
  /** The word as read ("generico" is "generic", "sin receta" is "otc"). */
  word: string;
  kind: PreferenceKind;
  /** Narrowings tried in order; the first that keeps some product is used. */
  steps: ReadonlyArray<<T extends PreferenceSubject>(pool: readonly T[]) => T[]>;
}

const where =
  (test: (p: PreferenceSubject) => boolean) =>
  <T extends PreferenceSubject>(pool: readonly T[]): T[] =>
    pool.filter(test);
const described = (pattern: RegExp) => where((p) => pattern.test(p.ln));
const inForm = (pattern: RegExp) => where((p) => pattern.test(p.form));

const PEN = /^INJECTION, PEN/;
const POWDER_INHALER = /^POWDER, INHALATION/;
const ORAL_LIQUID = /^(SOLUTION|SUSPENSION|SYRUP|ELIXIR|LIQUID)$|^TABLET, FOR SUSPENSION|^POWDER$/;
const CHILD_FORM = /CHEWABLE|ORALLY DISINTEGRATING/;
const FOR_CHILDREN =
  /\b(CHILD|CHILDS|CHILDREN|CHILDRENS|CHLD|KIDS?|PEDIATRIC|PEDI|PED|JR|JUNIOR)\b/;
const STARTER = /STARTER|TITRATION|TITR\b|INITIATION/;

/** The lowest strength of the pool (a child's dose where no product is labelled for children). */
function lowestStrength<T extends PreferenceSubject>(pool: readonly T[]): T[] {
  const first = (p: PreferenceSubject) => Number(/\d+(\.\d+)?/.exec(p.strength ?? '')?.[0] ?? NaN);
  const lowest = Math.min(...pool.map(first).filter((n) => Number.isFinite(n)));
  return pool.filter((p) => first(p) === lowest);
}

/** A device: its name in the description, else its kind of device. */
const device = (name: RegExp, form?: RegExp) =>
  form ? [described(name), inForm(form)] : [described(name)];

/** For a child: a children's liquid first ("children's Tylenol" is the 160 mg/5 mL liquid). */
const FOR_CHILD = [
  where((p) => FOR_CHILDREN.test(p.ln) && ORAL_LIQUID.test(p.form)),
  described(FOR_CHILDREN),
  inForm(ORAL_LIQUID),
  inForm(CHILD_FORM),
  lowestStrength,
];

const STEPS_OF_WORD: ReadonlyMap<string, [PreferenceKind, Preference['steps']]> = new Map<
  string,
  [PreferenceKind, Preference['steps']]
>([
  ['kwikpen', ['device', device(/KWIKPEN|KWKPN/, PEN)]],
  ['flexpen', ['device', device(/FLEXPEN/, PEN)]],
  ['flextouch', ['device', device(/FLEXTOUCH/, PEN)]],
  ['solostar', ['device', device(/SOLOSTA?R/, PEN)]],
  ['penfill', ['device', device(/PENFILL|CARTRIDGE/, PEN)]],
  ['tempo', ['device', device(/TEMPO/, PEN)]],
  ['pushtronex', ['device', device(/PUSHTRONE?X/)]],
  ['sureclick', ['device', device(/SURECLICK/, /AUTO-INJECTOR/)]],
  ['respimat', ['device', device(/RESPIMAT/, /^SPRAY, INHALATION/)]],
  ['handihaler', ['device', device(/HANDIHALER|CAP-INHALER/, POWDER_INHALER)]],
  ['diskus', ['device', device(/DISKUS/, POWDER_INHALER)]],
  ['ellipta', ['device', device(/ELLIPTA/, POWDER_INHALER)]],
  ['inhub', ['device', device(/INHUB/, POWDER_INHALER)]],
  ['twisthaler', ['device', device(/TWISTHA?LE?R/, POWDER_INHALER)]],
  ['respiclick', ['device', device(/RESPICLICK/, POWDER_INHALER)]],
  ['pressair', ['device', device(/PRESSAIR/, POWDER_INHALER)]],
  ['digihaler', ['device', device(/DIGIHALER/, POWDER_INHALER)]],
  ['aerosphere', ['device', device(/AEROSPHERE/, /^AEROSOL, INHALATION/)]],
  ['redihaler', ['device', device(/REDIHALER/, /^AEROSOL, INHALATION/)]],
  ['starter', ['pack', [described(STARTER)]]],
  ['titration', ['pack', [described(STARTER)]]],
  ['maintenance', ['pack', [described(/MAINTENANCE/), where((p) => !STARTER.test(p.ln))]]],
  ['dosepak', ['pack', [described(/DOSE ?PA?C?K|DOSEPA?K|DOSEPK/)]]],
  ['dosepack', ['pack', [described(/DOSE ?PA?C?K|DOSEPA?K|DOSEPK/)]]],
  ['pack', ['pack', [described(/\bPA?C?K\b|DOSEPA?K|DOSEPK|\d-PK\b/)]]],
  ['pak', ['pack', [described(/\bPA?C?K\b|DOSEPA?K|DOSEPK/)]]],
  ['kit', ['pack', [inForm(/^KIT/), described(/\bKIT\b/)]]],
  ['emergency', ['pack', [described(/EMERGENCY/), inForm(/^KIT/)]]],
  ['children', ['audience', FOR_CHILD]],
  ['childrens', ['audience', FOR_CHILD]],
  ['child', ['audience', FOR_CHILD]],
  ['childs', ['audience', FOR_CHILD]],
  ['kids', ['audience', FOR_CHILD]],
  ['kid', ['audience', FOR_CHILD]],
  ['pediatric', ['audience', FOR_CHILD]],
  ['paediatric', ['audience', FOR_CHILD]],
  ['peds', ['audience', FOR_CHILD]],
  ['junior', ['audience', FOR_CHILD]],
  ['jr', ['audience', FOR_CHILD]],
  ['infant', ['audience', [described(/\bINFANTS?\b/), ...FOR_CHILD]]],
  ['infants', ['audience', [described(/\bINFANTS?\b/), ...FOR_CHILD]]],
  ['baby', ['audience', [described(/\bINFANTS?\b/), ...FOR_CHILD]]],
  ['otc', ['supply', [where((p) => p.otc)]]],
  ['nonprescription', ['supply', [where((p) => p.otc)]]],
  ['rx', ['supply', [where((p) => !p.otc)]]],
  ['prescription', ['supply', [where((p) => !p.otc)]]],
  ['generic', ['kind', [where((p) => p.brandGeneric === 'G')]]],
  ['generics', ['kind', [where((p) => p.brandGeneric === 'G')]]],
  ['brand', ['kind', [where((p) => p.brandGeneric === 'B')]]],
]);

/** The soft qualifier a word names, or null. */
export function preferenceOfWord(word: string, typed: string): Preference | null {
  const found = STEPS_OF_WORD.get(word);
  return found ? { typed, word, kind: found[0], steps: found[1] } : null;
}

/** What the preferences made of a pool. */
export interface Preferred<T> {
  products: T[];
  /** The preferences no product fitted. */
  unused: Preference[];
  /** How far down their steps the used ones went (0: each fitted by its first step). */
  stepsDown: number;
}

/** The pool narrowed by each preference that some product fits, by its first step that does. */
export function applyPreferences<T extends PreferenceSubject>(
  pool: readonly T[],
  preferences: readonly Preference[],
): Preferred<T> {
  let products = [...pool];
  const unused: Preference[] = [];
  let stepsDown = 0;
  for (const preference of preferences) {
    const narrowings = preference.steps.map((step) => step(products));
    const index = narrowings.findIndex((p) => p.length > 0);
    if (index < 0) {
      unused.push(preference);
      continue;
    }
    products = narrowings[index] ?? products;
    stepsDown += index;
  }
  return { products, unused, stepsDown };
}
