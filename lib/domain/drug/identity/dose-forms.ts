/**
 * Dose forms: the canonical form names products carry (FDA style, upper case: "TABLET, ORALLY
 * DISINTEGRATING", "SOLUTION, OPHTHALMIC", "INJECTION, PEN"), the words people type for them, and
 * the plain class a shopper would name ("odt", "eye drops", "pen"). The release of tablets and
 * capsules is part of the form ("TABLET, EXTENDED RELEASE"); its specific label (SR, XL …) is the
 * product's `release`. Zod-free (browser-safe).
 */

const ORAL_LIQUID =
  /^(SOLUTION|SUSPENSION|SYRUP|ELIXIR|LIQUID)(, CONCENTRATE|, EXTENDED RELEASE)?$/;
const ORAL =
  /^(TABLET|CAPSULE|SOLUTION|SUSPENSION|SYRUP|ELIXIR|LIQUID|POWDER|GRANULES|FILM|LOZENGE|GUM)(, (EXTENDED RELEASE|DELAYED RELEASE|ORALLY DISINTEGRATING|CHEWABLE|SUBLINGUAL|FOR SUSPENSION|EFFERVESCENT|CONCENTRATE))?$/;
const TOPICAL =
  /^(CREAM|OINTMENT|GEL|LOTION|FOAM|SHAMPOO|PASTE|OIL|EMULSION)$|, TOPICAL$|^PATCH$|^SOLUTION, TOPICAL$/;
const INHALER = /^(AEROSOL|POWDER|SPRAY), INHALATION$/;
const NEBULIZER = /^(SOLUTION|SUSPENSION), INHALATION$/;

/**
 * Words of a search that name a form or route, each with the test a product's form must pass.
 * A query may carry several ("eye drops", "nasal spray"): every one must hold.
 */
const FORM_WORD_TESTS: ReadonlyArray<[readonly string[], RegExp]> = [
  [['tablet', 'tablets', 'tab', 'tabs', 'caplet', 'caplets', 'pill', 'pills'], /^TABLET/],
  [['capsule', 'capsules', 'cap', 'caps'], /^CAPSULE/],
  [
    ['odt', 'disintegrating', 'dissolving', 'dissolvable', 'melt', 'orally'],
    /ORALLY DISINTEGRATING/,
  ],
  // Dispersible tablets (lamotrigine's) may be chewed: "chewable" admits them too.
  [['chewable', 'chewables', 'chew', 'chw'], /CHEWABLE|^TABLET, FOR SUSPENSION/],
  [['sublingual', 'sl'], /SUBLINGUAL|LINGUAL/],
  [['lingual'], /LINGUAL/],
  [['dispersible', 'soluble'], /^TABLET, FOR SUSPENSION/],
  [['effervescent'], /EFFERVESCENT/],
  [['film', 'films', 'strip', 'strips'], /^FILM/],
  [['suspension', 'susp'], /^SUSPENSION/],
  [['solution', 'soln'], /^SOLUTION/],
  [['liquid', 'liquids'], ORAL_LIQUID],
  [['syrup'], /^SYRUP/],
  [['elixir'], /^ELIXIR/],
  [['concentrate'], /CONCENTRATE/],
  [['cream', 'creme'], /^CREAM/],
  [['ointment', 'oint'], /^OINTMENT/],
  [['gel', 'jelly'], /^GEL/],
  [['lotion'], /^LOTION/],
  [['foam'], /^FOAM/],
  [['shampoo'], /^SHAMPOO/],
  [['patch', 'patches', 'transdermal'], /^PATCH/],
  [['spray', 'sprays'], /SPRAY/],
  [['nasal', 'nose'], /NASAL/],
  [['eye', 'eyes', 'ophthalmic', 'ophth'], /OPHTHALMIC/],
  [['drop', 'drops', 'gtt'], /OPHTHALMIC|OTIC|^SOLUTION$|^SUSPENSION$/],
  [['ear', 'ears', 'otic'], /OTIC/],
  [['inhaler', 'inhalers', 'puffer'], INHALER],
  [['hfa', 'mdi'], /^AEROSOL, INHALATION/],
  [['nebulizer', 'neb', 'nebs', 'nebulized', 'nebules', 'respules', 'nebulization'], NEBULIZER],
  [['inhalation', 'inhaled'], /INHALATION/],
  [['injection', 'injections', 'injectable', 'inj', 'shot'], /^INJECTION/],
  [['pen', 'pens'], /PEN/],
  [['vial', 'vials'], /VIAL/],
  [['syringe', 'syringes', 'prefilled'], /SYRINGE/],
  [['autoinjector', 'autoinjectors', 'auto-injector'], /AUTO-INJECTOR/],
  [['suppository', 'suppositories', 'supp'], /^SUPPOSITORY/],
  [['enema'], /^ENEMA/],
  [['ring'], /^RING/],
  [['vaginal'], /VAGINAL/],
  [['rectal'], /RECTAL|^SUPPOSITORY|^ENEMA/],
  [['topical', 'skin'], TOPICAL],
  [['oral', 'mouth'], ORAL],
  [['powder', 'packet', 'packets'], /^POWDER/],
  [['granules'], /^GRANULES/],
  [['lozenge', 'lozenges', 'troche', 'troches'], /^LOZENGE/],
  [['gum'], /^GUM/],
  [['kit'], /^KIT/],
];

const TEST_OF_WORD: ReadonlyMap<string, RegExp> = new Map(
  FORM_WORD_TESTS.flatMap(([words, test]) => words.map((word) => [word, test] as const)),
);

/** The test a typed form or route word puts on a product's form, or null when it names none. */
export function formTestOfWord(word: string): RegExp | null {
  return TEST_OF_WORD.get(word.toLowerCase()) ?? null;
}

/** Plain classes a shopper (and the golden set) names forms by. */
const FORM_CLASSES: ReadonlyArray<[string, RegExp]> = [
  ['odt', /^TABLET, ORALLY DISINTEGRATING/],
  ['chewable', /^TABLET, CHEWABLE/],
  ['sublingual', /^TABLET, SUBLINGUAL/],
  ['dispersible', /^TABLET, FOR SUSPENSION/],
  ['tablet', /^TABLET/],
  ['capsule', /^CAPSULE/],
  ['film', /^FILM/],
  ['eye drops', /^(SOLUTION|SUSPENSION|EMULSION|GEL)(, GEL FORMING)?, OPHTHALMIC/],
  ['eye ointment', /^OINTMENT, OPHTHALMIC/],
  ['ear drops', /OTIC/],
  ['nasal spray', /NASAL/],
  ['lingual spray', /^SPRAY, LINGUAL/],
  ['inhaler', INHALER],
  ['nebulizer', NEBULIZER],
  ['suspension', /^SUSPENSION$/],
  ['oral liquid', ORAL_LIQUID],
  ['vaginal cream', /^(CREAM|GEL), VAGINAL/],
  ['vaginal ring', /^RING/],
  ['cream', /^CREAM/],
  ['ointment', /^OINTMENT/],
  ['gel', /^GEL/],
  ['lotion', /^LOTION/],
  ['foam', /^FOAM/],
  ['shampoo', /^SHAMPOO/],
  ['topical solution', /^(SOLUTION|SPRAY), TOPICAL/],
  ['patch', /^PATCH/],
  ['pen', /^INJECTION, PEN/],
  ['auto-injector', /^INJECTION, AUTO-INJECTOR/],
  ['syringe', /^INJECTION, SYRINGE/],
  ['vial', /^INJECTION/],
  ['suppository', /^SUPPOSITORY/],
  ['powder', /^(POWDER|GRANULES)/],
  ['lozenge', /^(LOZENGE|GUM)/],
  ['kit', /^KIT/],
];

/** The shopper's class of a canonical form ("TABLET, CHEWABLE" → "chewable"), else "other". */
export function formClassOf(form: string): string {
  return FORM_CLASSES.find(([, test]) => test.test(form))?.[0] ?? 'other';
}
