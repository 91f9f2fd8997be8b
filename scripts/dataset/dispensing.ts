import { familyKeyOf, ingredientsOf } from './names';
import { DEVICE_RULES } from './device-packs';
import { PACKAGE_RULES } from './package-sizes';
import { DOSING_RULES } from './usual-dosing';
import type { PackageRule, RuledProduct as Product } from './package-rule';
import type { UsualDose } from './usual-doses';

export interface Dispensing {
  quantities: number[];
  quantityLabel: string;
}

const familyKeys = new Map<readonly string[], string>();
const familyKeyOfRule = (family: readonly string[]): string => {
  let key = familyKeys.get(family);
  if (key === undefined) {
    key = familyKeyOf(family.flatMap((i) => ingredientsOf(i)));
    familyKeys.set(family, key);
  }
  return key;
};

function applies(rule: PackageRule, p: Product): boolean {
  return (
    (!rule.family || familyKeyOfRule(rule.family) === p.familyKey) &&
    (!rule.description || rule.description.test(p.ln)) &&
    (!rule.all || rule.all.every((pattern) => pattern.test(p.ln))) &&
    (!rule.form || rule.form.test(p.form)) &&
    (!rule.unit || rule.unit === p.pricingUnit)
  );
}

/**
 * Usual dispensing quantities in pricing units, default first: the usual-dose table's quantity
 * for the product's variant (a month at its units a day, or its course or package), else its
 * package facts and usual dosing (package-sizes.ts, device-packs.ts, usual-dosing.ts), else the
 * modelled defaults of its form.
 */
export function dispensingOf(p: Product, usual: UsualDose | null = null): Dispensing {
  const fallback = formDefaults(p);
  if (usual) {
    const first = usual.perDay !== null ? 30 * usual.perDay : (usual.course ?? 1);
    const ruled = packageQuantities(p);
    const others =
      usual.perDay !== null
        ? [60 * usual.perDay, 90 * usual.perDay]
        : (ruled ?? fallback).quantities;
    return {
      quantities: [...new Set([first, ...others])].filter((q) => q > 0),
      quantityLabel: ruled?.quantityLabel ?? fallback.quantityLabel,
    };
  }
  return packageQuantities(p) ?? fallback;
}

/** The first package, device or dosing rule that applies, or null. */
function packageQuantities(p: Product): Dispensing | null {
  for (const rule of [...PACKAGE_RULES, ...DEVICE_RULES, ...DOSING_RULES]) {
    if (!applies(rule, p)) continue;
    const quantities = typeof rule.quantities === 'function' ? rule.quantities(p) : rule.quantities;
    if (!quantities || quantities.length === 0) continue;
    return {
      quantities: [...quantities],
      quantityLabel: rule.label === 'units' ? formDefaults(p).quantityLabel : rule.label,
    };
  }
  return null;
}

/** Modelled defaults per form where no rule states a package (data/README.md lists them). */
function formDefaults({ form, pricingUnit }: Product): Dispensing {
  if (pricingUnit === 'ML') {
    if (/OPHTHALMIC|OTIC|DROPS/.test(form)) return { quantities: [5, 10, 15], quantityLabel: 'mL' };
    if (/INJECTION/.test(form)) return { quantities: [1, 2, 10], quantityLabel: 'mL' };
    if (/SPRAY|AEROSOL/.test(form)) return { quantities: [15, 30], quantityLabel: 'mL' };
    if (/SUSPENSION/.test(form)) return { quantities: [100, 150, 200], quantityLabel: 'mL' };
    if (/SOLUTION|SYRUP|ELIXIR|LIQUID/.test(form))
      return { quantities: [120, 240, 473], quantityLabel: 'mL' };
    return { quantities: [30, 60, 120], quantityLabel: 'mL' };
  }
  if (pricingUnit === 'GM') {
    if (/AEROSOL|INHAL|METERED/.test(form)) return { quantities: [12, 24], quantityLabel: 'g' };
    if (/POWDER/.test(form)) return { quantities: [238, 119, 510], quantityLabel: 'g' };
    if (/SPRAY/.test(form)) return { quantities: [16, 32], quantityLabel: 'g' };
    return { quantities: [30, 15, 45, 60], quantityLabel: 'g' };
  }
  if (/TABLET|CAPLET/.test(form)) return { quantities: [30, 60, 90], quantityLabel: 'tablets' };
  if (/CAPSULE/.test(form)) return { quantities: [30, 60, 90], quantityLabel: 'capsules' };
  if (/SUPPOSITORY/.test(form)) return { quantities: [12, 24], quantityLabel: 'suppositories' };
  if (/LOZENGE|GUM|TROCHE/.test(form))
    return { quantities: [20, 50, 100], quantityLabel: 'pieces' };
  if (/AEROSOL|INHAL|METERED/.test(form))
    return { quantities: [1, 2, 3], quantityLabel: 'inhalers' };
  if (/INJECTION|KIT|SPRAY/.test(form)) return { quantities: [1, 2, 4], quantityLabel: 'each' };
  return { quantities: [30, 60, 90], quantityLabel: 'each' };
}
