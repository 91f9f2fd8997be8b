/**
 * The dose form and release of a product, read from its NADAC description first (the only source
 * every row has: "ONDANSETRON ODT 4 MG TABLET", "TIMOLOL 0.5% EYE DROP", "ALBUTEROL HFA 90 MCG
 * INHALER"), then from the directory's dosage form and route. Forms are the canonical names of
 * lib/domain/drug/identity/dose-forms.ts: a tablet that dissolves on the tongue, one that is
 * chewed and one that is swallowed are three forms, and so are eye drops and an oral solution.
 */
import type { ReleaseLabel } from '../../lib/domain/drug/identity/release';

export interface FormSource {
  description: string;
  /** The directory's dosage form ("TABLET, EXTENDED RELEASE"), "" when unknown. */
  listedForm: string;
  /** The directory's route ("OPHTHALMIC", "RESPIRATORY (INHALATION)"), "" when unknown. */
  listedRoute: string;
}

export interface ReadForm {
  /** Canonical form, or null when neither source names one. */
  form: string | null;
  release: ReleaseLabel | null;
  /** Where the product goes, when the sources say; the family pass fills the rest. */
  route: Route | null;
}

export type Route =
  'ophthalmic' | 'otic' | 'nasal' | 'inhalation' | 'vaginal' | 'rectal' | 'topical' | 'injection';

/** Dry-powder inhaler devices (their descriptions often end in "INH" all the same). */
const DRY_POWDER_DEVICE =
  /\b(DISKUS|DISK|ELLIPTA|INHUB|RESPICLICK|TWISTHA?LE?R|PRESSAIR|DIGIHALER|FLEXHALER|HANDIHALER|AEROLIZER|CAP-INHALER)\b/;

/** Base forms by the words descriptions use, checked from the end of the text (the form ends it). */
const BASE_FORMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(TABLETS?|TABS?|TB|CAPLETS?|CAPLT|CPLT|OSM-TAB|ODT|DOSEPK|DOSE PACK)\b/, 'TABLET'],
  [/\b(CAPSULES?|CAPS?|CP|SOFTGELS?|GELCAPS?|SPRINKLE)\b/, 'CAPSULE'],
  [/\b(SUSPENSION|SUSPEN|SUSP|SUS)\b/, 'SUSPENSION'],
  [/\bGEL-SOLUTION\b/, 'SOLUTION, GEL FORMING'],
  [/\b(SOLUTION|SOLN|SOL)\b/, 'SOLUTION'],
  [/\b(DROPS?|DRP)\b/, 'DROPS'],
  [/\b(SYRUP)\b/, 'SYRUP'],
  [/\b(ELIXIR|ELX)\b/, 'ELIXIR'],
  [/\b(LIQUID|LIQ)\b/, 'LIQUID'],
  [/\b(CONCENTRATE|CONC|INTENSOL)\b/, 'SOLUTION, CONCENTRATE'],
  [/\b(CREAM|CRM|CRE)\b/, 'CREAM'],
  [/\b(OINTMENT|OINTMNT|OINTMT|OINTM|OINT|OIN)\b/, 'OINTMENT'],
  [/\b(LOTION|LOTN|LOT)\b/, 'LOTION'],
  [/\b(GEL|GL|JELLY|JEL)\b/, 'GEL'],
  [/\bFOAM\b/, 'FOAM'],
  [/\bSHAMPOO\b/, 'SHAMPOO'],
  [/\bEMULSION\b/, 'EMULSION'],
  [/\bPASTE\b/, 'PASTE'],
  [/\b(INHALER|INHALR|INH|HFA|AEROSOL|REDIHALER|AEROSPHERE)\b/, 'AEROSOL'],
  [DRY_POWDER_DEVICE, 'POWDER, INHALATION'],
  [/\bRESPIMAT\b/, 'SPRAY, INHALATION'],
  [/\b(SPRAY|SPR)\b|\bSP$/, 'SPRAY'],
  [/\b(AUTO-?INJ\w*|SURECLICK|SENSOREADY)\b/, 'INJECTION, AUTO-INJECTOR'],
  [
    /\b(PEN|PENS|KWIKPEN|KWKPN|FLEXPEN|SOLOSTAR|SOLO|FLEXTOUCH|PUSHTRONEX|CLICKJECT|\d-PAK)\b/,
    'INJECTION, PEN',
  ],
  [/\b(SYRINGE|SYRG|SYR|PFS|ABBOJCT|LUERJET|CARPUJECT)\b/, 'INJECTION, SYRINGE'],
  [/\b(VIAL|VL|AMPUL|AMPULE|AMP|CARTRIDGE|CARTRG|PENFILL|INJECTION|INJ)\b/, 'INJECTION, VIAL'],
  [/\b(PATCH|PTCH|PATCH\(\d\/WK\))\b/, 'PATCH'],
  [/\b(SUPPOSITORY|SUPP|SUPPS|OVULES?)\b/, 'SUPPOSITORY'],
  [/\bENEMA\b/, 'ENEMA'],
  [/\bRINGS?\b/, 'RING'],
  [/\b(INSERTS?|INSRT)\b/, 'INSERT'],
  [/\bFILM\b/, 'FILM'],
  [/\b(LOZENGES?|TROCHES?)\b/, 'LOZENGE'],
  [/\bGUM\b/, 'GUM'],
  [/\b(GRANULES?|GRAN)\b/, 'GRANULES'],
  [/\b(POWDER|POWD|POWDR|PWD|SACHET)\b/, 'POWDER'],
  [/\b(KIT|KT)\b/, 'KIT'],
];

/** Release words, most specific first: an explicit maker's label beats the plain ER. */
const RELEASE_WORDS: ReadonlyArray<[RegExp, ReleaseLabel]> = [
  [/ER\(CD\)|\bCD\b/, 'CD'],
  [/ER\(LA\)|\bLA\b/, 'LA'],
  [/ER\(XR\)|\bXR\b|XR-ODT/, 'XR'],
  [/\bXL\b/, 'XL'],
  [/\bSR\b|\b12[ -]?(HR?|HOUR)\b|\bD-12\b/, 'SR'],
  [/\bCR\b/, 'CR'],
  [/\b(ER|XT|OSM|EXTENDED)\b|\b24[ -]?(HR?|HOUR)\b|\bD-24\b/, 'ER'],
  [/\b(DR|EC|DELAYED)\b|IR-DR/, 'DR'],
];

const ROUTE_WORDS: ReadonlyArray<[RegExp, Route]> = [
  [/\b(EYE|OPHTH\w*|OPTH|OPHT)\b/, 'ophthalmic'],
  [/\b(EAR|OTIC)\b/, 'otic'],
  [/\bNASAL\b/, 'nasal'],
  [
    /\b(INHAL\w*|NEB|NEBULIZER|HFA|INH|INHALER|DISKUS|ELLIPTA|RESPIMAT|HANDIHALER|RESPULES?)\b/,
    'inhalation',
  ],
  [/\b(VAG\w*)\b/, 'vaginal'],
  [/\b(RECTAL|ANORECTAL|HEMORRHOIDAL)\b/, 'rectal'],
  [/\b(TOPICAL|TOP)\b/, 'topical'],
];

const LISTED_ROUTES: ReadonlyArray<[RegExp, Route]> = [
  [/OPHTHALMIC/, 'ophthalmic'],
  [/OTIC/, 'otic'],
  [/NASAL/, 'nasal'],
  [/INHALATION|INTRABRONCHIAL/, 'inhalation'],
  [/VAGINAL/, 'vaginal'],
  [/RECTAL/, 'rectal'],
  [/TOPICAL|TRANSDERMAL|CUTANEOUS/, 'topical'],
  [/INTRAVENOUS|INTRAMUSCULAR|SUBCUTANEOUS/, 'injection'],
];

/** Reads one product's form, release and route. */
export function readForm({ description, listedForm, listedRoute }: FormSource): ReadForm {
  const text = description.toUpperCase();
  const immediate = /\(IR\)|\bIR\b(?!-)/.test(text);
  const release = immediate ? null : (releaseIn(text) ?? releaseIn(listedForm));
  const route = firstMatch(ROUTE_WORDS, text) ?? firstMatch(LISTED_ROUTES, listedRoute);
  const base =
    baseFormIn(text) ??
    (/\b(PACKET|PKT)\b/.test(text) ? 'POWDER' : null) ??
    (route === 'injection' ? 'INJECTION, VIAL' : null) ??
    baseFromListed(listedForm);
  return { form: base === null ? null : canonicalForm(base, text, release, route), release, route };
}

function releaseIn(text: string): ReleaseLabel | null {
  if (/EXTENDED RELEASE/.test(text)) return 'ER';
  if (/DELAYED RELEASE/.test(text)) return 'DR';
  return firstMatch(RELEASE_WORDS, text);
}

function firstMatch<T>(table: ReadonlyArray<[RegExp, T]>, text: string): T | null {
  return table.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The base form whose word ends latest in the description (the form closes it). */
function baseFormIn(text: string): string | null {
  let best: { form: string; at: number } | null = null;
  for (const [pattern, form] of BASE_FORMS) {
    for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
      const end = match.index + match[0].length;
      if (!best || end > best.at) best = { form, at: end };
    }
  }
  return best?.form ?? null;
}

/** The directory's dosage form as a base form. */
function baseFromListed(listed: string): string | null {
  if (!listed) return null;
  if (/^TABLET/.test(listed)) return 'TABLET';
  if (/^CAPSULE/.test(listed)) return 'CAPSULE';
  if (/^AEROSOL|METERED/.test(listed)) return 'AEROSOL';
  if (/^POWDER/.test(listed)) return 'POWDER';
  if (/^SOLUTION, CONCENTRATE/.test(listed)) return 'SOLUTION, CONCENTRATE';
  if (/^INJECTION/.test(listed)) return 'INJECTION, VIAL';
  return listed.split(',')[0]?.trim() || null;
}

const TABLET_MODIFIERS: ReadonlyArray<[RegExp, string]> = [
  [/\bODT\b|DISINTEG|XR-ODT/, 'ORALLY DISINTEGRATING'],
  [/\b(CHEW|CHW|CHEWABLE|CHEWS)\b/, 'CHEWABLE'],
  [/\b(SL|SUBLINGUAL|SUBLING)\b|-SL\b/, 'SUBLINGUAL'],
  [/\b(DISPER\w*|FOR SUSP\w*)\b/, 'FOR SUSPENSION'],
  [/\b(EFF|EFFER\w*|EFFERVESCENT)\b/, 'EFFERVESCENT'],
];

const RELEASE_MODIFIER = (release: ReleaseLabel | null): string | null =>
  release === null ? null : release === 'DR' ? 'DELAYED RELEASE' : 'EXTENDED RELEASE';

/** Base form + route + modifiers → the canonical form. */
function canonicalForm(
  base: string,
  text: string,
  release: ReleaseLabel | null,
  route: Route | null,
): string {
  // "ARNUITY ELLIPTA 100 MCG INH", "SPIRIVA HANDIHALER 18 MCG CAP": the device word says what
  // is inhaled, whatever word ends the description.
  if (/^(AEROSOL|CAPSULE)$/.test(base) && DRY_POWDER_DEVICE.test(text)) return 'POWDER, INHALATION';
  if (base === 'AEROSOL' && /\bRESPIMAT\b/.test(text)) return 'SPRAY, INHALATION';
  if (base === 'TABLET' || base === 'CAPSULE') {
    const modifier = base === 'TABLET' ? firstMatch(TABLET_MODIFIERS, text) : null;
    return [base, modifier, RELEASE_MODIFIER(release)].filter(Boolean).join(', ');
  }
  if (base === 'FILM') return /\b(SL|SUBLINGUAL)\b/.test(text) ? 'FILM, SUBLINGUAL' : 'FILM';
  // Drops dosed in percent are eye drops ("BRIMONIDINE TARTRATE 0.1% DROP"); oral drops are mg/mL.
  if (base === 'DROPS')
    return withRoute('SOLUTION', route ?? (/%/.test(text) ? 'ophthalmic' : 'oral'));
  if (base === 'AEROSOL') {
    return route === 'inhalation' || route === null ? 'AEROSOL, INHALATION' : 'AEROSOL, TOPICAL';
  }
  if (base === 'SPRAY') return withRoute('SPRAY', route);
  if (base === 'INSERT' || base === 'RING') return `${base}, VAGINAL`;
  if (/^(SOLUTION|SUSPENSION|OINTMENT|GEL|EMULSION|CREAM|SOLUTION, GEL FORMING)$/.test(base)) {
    return withRoute(base, route);
  }
  return base;
}

/** A liquid, semi-solid or spray with the route that makes it a different product. */
export function withRoute(base: string, route: Route | 'oral' | null): string {
  switch (route) {
    case 'ophthalmic':
      return `${base}, OPHTHALMIC`;
    case 'otic':
      return /^(SOLUTION|SUSPENSION)/.test(base) ? `${base}, OTIC` : base;
    case 'nasal':
      return base === 'SPRAY' || base === 'SOLUTION' ? 'SPRAY, NASAL' : base;
    case 'inhalation':
      return /^(SOLUTION|SUSPENSION|SPRAY)$/.test(base) ? `${base}, INHALATION` : base;
    case 'vaginal':
      return /^(CREAM|GEL)$/.test(base) ? `${base}, VAGINAL` : base;
    case 'rectal':
      return /^(CREAM|OINTMENT|GEL)$/.test(base) ? `${base}, RECTAL` : base;
    case 'topical':
      return /^(SOLUTION|SPRAY)$/.test(base) ? `${base}, TOPICAL` : base;
    default:
      return base === 'SOLUTION, GEL FORMING' ? 'SOLUTION, GEL FORMING, OPHTHALMIC' : base;
  }
}
