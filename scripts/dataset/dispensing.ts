import { familyKeyOf, ingredientsOf } from './names';
import { DEVICE_RULES } from './device-packs';
import { PACKAGE_RULES } from './package-sizes';
import { DOSING_RULES } from './usual-dosing';
import type { PackageRule, RuledProduct as Product } from './package-rule';
import { sameStrength, type UsualDose } from './usual-doses';

export interface Dispensing {
  quantities: number[];
  quantityLabel: string;
  /** One package in pricing units, where the product is dispensed only by the package. */
  packageSize?: number;
}

/** A package rule's answer: quantities, their label, the package and whether it is the course. */
interface Packaged extends Dispensing {
  wholePack: boolean;
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
    (!rule.unit || rule.unit === p.pricingUnit) &&
    (rule.otc === undefined || rule.otc === p.otc)
  );
}

/**
 * Usual dispensing quantities in pricing units, default first: the usual-dose table's quantity
 * for the product's variant (a month at its units a day, or its course or package), else its
 * package facts and usual dosing (package-sizes.ts, device-packs.ts, usual-dosing.ts), else the
 * modelled defaults of its form. A product sold by the package is dispensed in whole packages:
 * a pack that is the whole course (a dose pack, a starter pack) is never replaced by the table,
 * the table's quantity for another strength never applies to it (Wegovy's 0.25 mg carton is not
 * its 1.7 mg one), and a table quantity is rounded up to whole packages.
 */
export function dispensingOf(p: Product, usual: UsualDose | null = null): Dispensing {
  const fallback = formDefaults(p);
  const packaged = packageQuantities(p);
  const ownStrength = !usual?.strength || sameStrength(usual.strength, p.strength ?? '');
  // The table's quantities are prescriptions: an over-the-counter package keeps its own.
  if (!usual || (packaged && (packaged.wholePack || !ownStrength || p.otc))) {
    return withoutFlags(packaged ?? fallback);
  }
  const size = packaged?.packageSize;
  const wholePackages = (q: number) => (size ? Math.ceil(q / size - 1e-9) * size : q);
  const first = wholePackages(usual.perDay !== null ? 30 * usual.perDay : (usual.course ?? 1));
  const others =
    usual.perDay !== null
      ? [60 * usual.perDay, 90 * usual.perDay].map(wholePackages)
      : (packaged ?? fallback).quantities;
  return {
    quantities: [...new Set([first, ...others].map(round))].filter((q) => q > 0),
    quantityLabel: packaged?.quantityLabel ?? fallback.quantityLabel,
    ...(size ? { packageSize: size } : {}),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

function withoutFlags({ quantities, quantityLabel, packageSize }: Dispensing): Dispensing {
  return { quantities, quantityLabel, ...(packageSize ? { packageSize } : {}) };
}

/** The first package, device or dosing rule that applies, or null. */
function packageQuantities(p: Product): Packaged | null {
  for (const rule of [...PACKAGE_RULES, ...DEVICE_RULES, ...DOSING_RULES]) {
    if (!applies(rule, p)) continue;
    const quantities = typeof rule.quantities === 'function' ? rule.quantities(p) : rule.quantities;
    if (!quantities || quantities.length === 0) continue;
    const size = typeof rule.packageSize === 'function' ? rule.packageSize(p) : rule.packageSize;
    return {
      quantities: [...quantities],
      quantityLabel: rule.label === 'units' ? formDefaults(p).quantityLabel : rule.label,
      ...(size ? { packageSize: size } : {}),
      wholePack: rule.wholePack === true,
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
