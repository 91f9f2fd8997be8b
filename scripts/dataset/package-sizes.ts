/**
 * Package sizes a pharmacy dispenses, which NADAC does not publish: one inhaler, bottle or spray,
 * from each product's FDA label ("How Supplied"). Devices sold by the pack (pens, rings, patches,
 * dose packs) are in device-packs.ts. Quantities are in NADAC pricing units, default first.
 */
import type { PackageRule } from './package-rule';

type Unit = PackageRule['unit'];

/** What a rule matches, and how its package is sold. */
type Match = Omit<PackageRule, 'quantities' | 'label' | 'source'>;

/** One fact from a product's FDA label, "How Supplied". */
export const supplied = (
  match: Match,
  quantities: PackageRule['quantities'],
  label: string,
  fact: string,
): PackageRule => ({ ...match, quantities, label, source: `FDA label, How Supplied: ${fact}` });

/**
 * An inhaler priced per gram: the canister's net weight, which is its package (a rule matching
 * several makers' canisters of different weights names none).
 */
const canister = (description: RegExp, grams: number[], fact: string, oneMaker = true) =>
  supplied(
    { description, unit: 'GM', packageSize: oneMaker ? grams[0] : undefined },
    grams,
    'g',
    fact,
  );

/** A bottle (or inhaler, or carton) priced per unit: the first volume is one package. */
const bottle = (description: RegExp, unit: Unit, volumes: number[], label: string, fact: string) =>
  supplied({ description, unit, packageSize: volumes[0] }, volumes, label, fact);
const familyBottle = (family: string[], unit: Unit, volumes: number[], fact: string) =>
  supplied({ family, unit, packageSize: volumes[0] }, volumes, unit === 'GM' ? 'g' : 'mL', fact);

export const PACKAGE_RULES: readonly PackageRule[] = [
  canister(/SYMBICORT|BREYNA|BUDESONIDE-FORMOTEROL/, [10.2, 20.4], '120 puffs 10.2 g'),
  canister(/ADVAIR HFA|FLUTICASONE-SALMETEROL (HFA|\d+-21\b)/, [12, 24], '120 puffs 12 g'),
  canister(/VENTOLIN HFA/, [18, 36], '200 puffs 18 g'),
  canister(/PROAIR HFA/, [8.5, 17], '200 puffs 8.5 g'),
  canister(/PROVENTIL HFA/, [6.7, 13.4], '200 puffs 6.7 g'),
  canister(
    /\bALBUTEROL.*(HFA|INHALER)/,
    [8.5, 18, 6.7, 17],
    'generics of ProAir, Ventolin, Proventil',
    false,
  ),
  canister(/XOPENEX HFA|LEVALBUTEROL.*HFA/, [15, 30], '200 puffs 15 g'),
  canister(/FLOVENT HFA|FLUTICASONE PROP.*HFA/, [12, 24], '120 puffs 12 g'),
  canister(/QVAR/, [10.6, 21.2], '120 puffs 10.6 g'),
  canister(/ATROVENT.*HFA/, [12.9, 25.8], '200 puffs 12.9 g'),
  canister(/DULERA|ASMANEX HFA/, [13, 26], '120 puffs 13 g'),
  canister(/BEVESPI|BREZTRI|AIRSUPRA/, [10.7, 21.4], '120 puffs 10.7 g'),
  canister(/RESPIMAT/, [4, 8], 'one 4 g cartridge'),
  // Dry-powder inhalers priced per blister or per device.
  bottle(/DISKUS|INHUB/, 'EA', [60, 120], 'blisters', '60 blisters per inhaler'),
  supplied(
    { family: ['fluticasone', 'salmeterol'], unit: 'EA', packageSize: 60 },
    [60, 120],
    'blisters',
    '60 blisters',
  ),
  bottle(/ELLIPTA.*\d+-[\d.]+/, 'EA', [60, 120], 'blisters', 'two strips of 30 blisters'),
  bottle(/ELLIPTA/, 'EA', [30, 60], 'blisters', '30 blisters per inhaler'),
  bottle(/RESPICLICK|TWISTHA?LE?R|PRESSAIR|DIGIHALER/, 'EA', [1, 2], 'inhalers', 'one inhaler'),
  bottle(/CAP-INHALER|HANDIHALER/, 'EA', [30, 90], 'capsules', 'cartons of 30 or 90 capsules'),
  supplied(
    { family: ['budesonide'], description: /RESPULE|INH SUSP|INHAL/, unit: 'ML', packageSize: 60 },
    [60, 120],
    'mL',
    '30 ampules of 2 mL',
  ),
  // Eye and ear drops: one bottle.
  familyBottle(['latanoprost'], 'ML', [2.5, 5, 7.5], '2.5 mL bottle'),
  bottle(
    /TRAVOPROST|TRAVATAN|BIMATOPROST|LUMIGAN|VYZULTA|RHOPRESSA|ROCKLATAN|ZIOPTAN/,
    'ML',
    [2.5, 5, 7.5],
    'mL',
    '2.5 mL bottle',
  ),
  supplied(
    {
      description:
        /DORZOLAMIDE|COSOPT|TRUSOPT|BRINZOLAMIDE|AZOPT|POLYMYXIN B-TRIMETH|POLYTRIM|COMBIGAN/,
      unit: 'ML',
      packageSize: 5,
    },
    [10, 5],
    'mL',
    '10 mL bottle (5 mL for some makers)',
  ),
  familyBottle(['moxifloxacin'], 'ML', [3], '3 mL bottle'),
  familyBottle(['ciprofloxacin', 'dexamethasone'], 'ML', [7.5], '7.5 mL bottle'),
  supplied(
    {
      description: /OPHTH|EYE|\bOP\b|DROP/,
      unit: 'EA',
      form: /OPHTHALMIC|SOLUTION|EMULSION|DROPS/,
    },
    [60, 30],
    'single-use vials',
    'cartons of 30 or 60 vials',
  ),
  // Oral liquids dispensed by the bottle or jug.
  bottle(
    /GOLYTELY|GAVILYTE|COLYTE|NULYTELY|TRILYTE|PEG.?3350.*ELECTROLYTE/,
    'ML',
    [4000],
    'mL',
    'one 4 L jug',
  ),
  familyBottle(['lactulose'], 'ML', [473, 946], 'pint (473 mL) and quart bottles'),
  supplied(
    { family: ['chlorhexidine'], description: /RINSE/, packageSize: 473 },
    [473],
    'mL',
    'one 473 mL bottle',
  ),
  supplied(
    { family: ['levetiracetam'], form: /^SOLUTION/, unit: 'ML', packageSize: 473 },
    [473],
    'mL',
    'one 473 mL (16 oz) bottle of 100 mg/mL',
  ),
  // Nasal sprays: one bottle, or packs of single-use sprayers.
  supplied(
    { family: ['fluticasone'], form: /SPRAY/, unit: 'GM', packageSize: 16 },
    [16, 32],
    'g',
    '120 sprays 16 g',
  ),
  supplied(
    { family: ['mometasone'], form: /SPRAY/, unit: 'GM', packageSize: 17 },
    [17, 34],
    'g',
    '120 sprays 17 g',
  ),
  familyBottle(['azelastine', 'fluticasone'], 'GM', [23], '120 sprays 23 g'),
  supplied(
    { family: ['azelastine'], form: /SPRAY/, packageSize: 30 },
    [30],
    'mL',
    '200 sprays 30 mL',
  ),
  supplied(
    { family: ['olopatadine'], form: /SPRAY/, packageSize: 30.5 },
    [30.5],
    'g',
    '240 sprays 30.5 g',
  ),
  supplied(
    { family: ['ipratropium'], form: /SPRAY/ },
    [15, 30],
    'mL',
    '15 mL (0.06%) or 30 mL (0.03%)',
  ),
  supplied(
    { description: /NASAL SPRAY|NASAL SPR/, unit: 'EA' },
    [2, 6],
    'sprayers',
    'packs of 2 (rescue) or 6 (migraine)',
  ),
  // Over the counter: the package a shelf holds (DailyMed labels, "Package label").
  ...['omeprazole', 'esomeprazole', 'lansoprazole'].map((protonPumpInhibitor) =>
    supplied(
      { family: [protonPumpInhibitor], otc: true, form: /^(TABLET|CAPSULE)/, packageSize: 14 },
      [14, 28, 42],
      'units',
      'OTC 14-day course; boxes of 14, 28 and 42',
    ),
  ),
  supplied(
    {
      otc: true,
      form: /^(SOLUTION|SUSPENSION|SYRUP|ELIXIR|LIQUID)$/,
      unit: 'ML',
      packageSize: 120,
    },
    [120, 240],
    'mL',
    "OTC children's liquids: 4 fl oz (118-120 mL) bottles",
  ),
  supplied(
    { family: ['ibuprofen'], otc: true, form: /^(TABLET|CAPSULE)$/, description: /200 MG/ },
    [100, 50, 24],
    'units',
    'OTC 200 mg, bottles of 24, 50 and 100',
  ),
];
