/**
 * Family-level completion of what one row's description leaves out: a form it does not name, the
 * route of a spray or a nebulizer solution ("ALBUTEROL SUL 2.5 MG/3 ML SOLN" is for a nebulizer,
 * "IPRATROPIUM 0.03% SPRAY" goes in the nose), and a salt the description omits
 * ("BUPROPION XL 150 MG TABLET" is the hydrochloride like every other bupropion).
 */
import type { ReleaseLabel } from '../../lib/domain/drug/identity/release';
import { withRoute, type Route } from './dose-form';

export interface IdentityDraft {
  familyKey: string;
  pricingUnit: 'EA' | 'ML' | 'GM';
  strength: string | null;
  form: string;
  /** True while the form is only the pricing unit's fallback (EACH, LIQUID, TOPICAL). */
  formIsFallback: boolean;
  route: Route | null;
  release: ReleaseLabel | null;
  salt: string | null;
  /** True when `salt` is a fact (a curated name without one has none), false while only unread. */
  saltIsKnown: boolean;
  /** The NADAC description (upper case). */
  description: string;
}

/** Runs every pass, in order (later passes rely on the forms the earlier ones settle). */
export function completeIdentities(drafts: IdentityDraft[]): void {
  adoptFamilyForms(drafts);
  settleSprays(drafts);
  settleNebulizerLiquids(drafts);
  settlePercentSolutions(drafts);
  adoptSiblingRoutes(drafts);
  adoptFamilySalts(drafts);
  adoptTwinSalts(drafts);
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * A product whose form is unknown takes the form of its family's products of the same strength
 * and pricing unit when they have one ("SACUBITRIL-VALSARTAN 97-103 MG" beside Entresto 97-103 mg
 * tablets), else the family's only form for that pricing unit ("AMLODIPINE-ATORVASTATIN 10-20 MG").
 */
function adoptFamilyForms(drafts: IdentityDraft[]): void {
  const known = (group: readonly IdentityDraft[]) =>
    new Set(group.filter((d) => !d.formIsFallback).map((d) => d.form));
  const byStrength = groupBy(drafts, (d) => `${d.familyKey}|${d.pricingUnit}|${d.strength ?? ''}`);
  const byUnit = groupBy(drafts, (d) => `${d.familyKey}|${d.pricingUnit}`);
  for (const d of drafts) {
    if (!d.formIsFallback) continue;
    const sameStrength = known(
      byStrength.get(`${d.familyKey}|${d.pricingUnit}|${d.strength ?? ''}`) ?? [],
    );
    const forms =
      sameStrength.size > 0
        ? sameStrength
        : known(byUnit.get(`${d.familyKey}|${d.pricingUnit}`) ?? []);
    // Siblings that are all injections (a vial and a syringe of Depo-Provera): an injection.
    const allInjections = forms.size > 1 && [...forms].every((f) => f.startsWith('INJECTION'));
    const [form] = allInjections ? ['INJECTION, VIAL'] : forms;
    if ((forms.size !== 1 && !allInjections) || form === undefined) continue;
    d.form = form;
    d.formIsFallback = false;
  }
}

const TOPICAL_FORMS = /^(CREAM|OINTMENT|LOTION|GEL|FOAM|SHAMPOO)$/;

/**
 * A spray with no route word: under the tongue in a family of sublingual tablets (nitroglycerin
 * 400 mcg per spray is Nitrolingual's lingual spray); nasal when dosed per spray (MCG) or when
 * its family has no skin forms; on the skin when its family is a topical one ("CLOBETASOL PROP
 * 0.05% SPRAY").
 */
function settleSprays(drafts: IdentityDraft[]): void {
  for (const family of groupBy(drafts, (d) => d.familyKey).values()) {
    const hasTopicals = family.some((d) => TOPICAL_FORMS.test(d.form));
    const sublingual = family.some((d) => d.form === 'TABLET, SUBLINGUAL');
    for (const d of family) {
      if (d.form !== 'SPRAY') continue;
      const perSpray = /MCG/.test(d.strength ?? '');
      d.form = sublingual
        ? 'SPRAY, LINGUAL'
        : withRoute('SPRAY', perSpray || !hasTopicals ? 'nasal' : 'topical');
    }
  }
}

/** Unit doses of a nebulizer: a few mL per vial, or a dilute percentage solution. */
const UNIT_DOSE = /\/(0\.5|1|2|2\.5|3) ML$|^0\.\d+%$/;

/**
 * An oral-looking solution or suspension in a family that is inhaled, sold as unit-dose vials or
 * a dilute percentage: a nebulizer solution (albuterol 2.5 mg/3 mL, ipratropium 0.02%, budesonide
 * 0.5 mg/2 mL respules). Syrups (2 mg/5 mL) stay oral.
 */
function settleNebulizerLiquids(drafts: IdentityDraft[]): void {
  for (const family of groupBy(drafts, (d) => d.familyKey).values()) {
    if (!family.some((d) => d.route === 'inhalation')) continue;
    for (const d of family) {
      if (!/^(SOLUTION|SUSPENSION|LIQUID)$/.test(d.form) || d.pricingUnit !== 'ML') continue;
      if (!UNIT_DOSE.test(d.strength ?? '')) continue;
      d.form = `${d.form === 'SUSPENSION' ? 'SUSPENSION' : 'SOLUTION'}, INHALATION`;
      d.formIsFallback = false;
    }
  }
}

/** A solution dosed in percent with no route word goes on the skin ("LIDOCAINE HCL 4% SOLUTION"). */
function settlePercentSolutions(drafts: IdentityDraft[]): void {
  for (const d of drafts) {
    if (d.form === 'SOLUTION' && d.route === null && /%$/.test(d.strength ?? '')) {
      d.form = 'SOLUTION, TOPICAL';
    }
  }
}

/**
 * A cream, gel or ointment whose description names no route takes the route of its family's
 * products of the same strength when they all have one ("ESTRADIOL 0.01% CREAM" beside Estrace
 * 0.01% vaginal cream).
 */
function adoptSiblingRoutes(drafts: IdentityDraft[]): void {
  const groups = groupBy(drafts, (d) => `${d.familyKey}|${d.pricingUnit}|${d.strength ?? ''}`);
  for (const d of drafts) {
    if (!/^(CREAM|GEL|OINTMENT)$/.test(d.form)) continue;
    const siblings = groups.get(`${d.familyKey}|${d.pricingUnit}|${d.strength ?? ''}`) ?? [];
    const routed = new Set(
      siblings.filter((s) => s.form.startsWith(`${d.form}, `)).map((s) => s.form),
    );
    // A sibling of the plain form whose source names a route (topical) keeps both apart.
    const plainWithRoute = siblings.some((s) => s.form === d.form && s.route !== null);
    const [form] = routed;
    if (d.route === null && routed.size === 1 && form && !plainWithRoute) d.form = form;
  }
}

/**
 * A product whose names carry no salt takes the salt its family's products of the same form and
 * release agree on, else those of the same form, else the family's only salt.
 */
function adoptFamilySalts(drafts: IdentityDraft[]): void {
  // Known values only; '' stands for "known to have none" (estradiol tablets beside its valerate).
  const saltsOf = (group: readonly IdentityDraft[] | undefined) =>
    new Set((group ?? []).filter((d) => d.saltIsKnown).map((d) => d.salt ?? ''));
  for (const family of groupBy(drafts, (d) => d.familyKey).values()) {
    const familySalts = saltsOf(family);
    const byForm = groupBy(family, (d) => d.form);
    const byRelease = groupBy(family, (d) => `${d.form}|${d.release ?? ''}`);
    for (const d of family) {
      if (d.saltIsKnown) continue;
      // Same form and release first (Toprol XL beside generic ER tablets: same form only).
      const sameForm = byForm.get(d.form) ?? [];
      const candidates = [
        saltsOf(byRelease.get(`${d.form}|${d.release ?? ''}`)),
        saltsOf(sameForm),
        familySalts,
      ].find((set) => set.size > 0);
      if (candidates?.size === 1) d.salt = [...candidates][0] || null;
      else d.salt = saltOfNearestSibling(d, sameForm);
    }
  }
}

/**
 * A product whose salt is still unread (its description omits it, no directory name says it has
 * none), beside more products of the same family, form, release and strength that all write one
 * salt, is that salt ("BUPRENORPHINE-NALOXONE 8-2 MG TAB SL" beside thirteen "… HCL DIHYDRATE"
 * tablets; a generic fluticasone-vilanterol beside Breo Ellipta's furoate and trifenatate).
 */
function adoptTwinSalts(drafts: IdentityDraft[]): void {
  const twins = groupBy(
    drafts,
    // Strengths by their numbers: "100-25" and "100-25 MCG" are one.
    (d) =>
      `${d.familyKey}|${d.form}|${d.release ?? ''}|${d.strength?.match(/[\d.]+/g)?.join('-') ?? ''}`,
  );
  for (const group of twins.values()) {
    const salted = group.filter((d) => d.salt !== null);
    const salts = new Set(salted.map((d) => d.salt));
    const [salt] = salts;
    if (salts.size !== 1 || salt === undefined || 2 * salted.length < group.length) continue;
    for (const d of group) if (d.salt === null && !d.saltIsKnown) d.salt = salt;
  }
}

/** Words of a description that can tell devices and brands apart ("ELLIPTA", "DISKUS"). */
const wordsOf = (description: string): Set<string> =>
  new Set(description.split(/[^A-Z]+/).filter((w) => w.length >= 3));

/**
 * Among same-form products that disagree on the salt, the one whose description shares a device
 * or brand word ("FLUTICASONE ELLIPTA 100 MCG INH" with "ARNUITY ELLIPTA 100 MCG INH": furoate,
 * not the propionate Diskus), when exactly one salt shares the most words.
 */
function saltOfNearestSibling(d: IdentityDraft, sameForm: readonly IdentityDraft[]): string | null {
  const own = wordsOf(d.description);
  const best = new Map<string, number>();
  for (const sibling of sameForm) {
    if (sibling.salt === null) continue;
    const shared = [...wordsOf(sibling.description)].filter((w) => own.has(w)).length;
    best.set(sibling.salt, Math.max(best.get(sibling.salt) ?? 0, shared));
  }
  const ranked = [...best.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  return first && (!second || first[1] > second[1]) ? first[0] : null;
}
