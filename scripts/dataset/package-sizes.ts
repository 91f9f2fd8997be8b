/**
 * Package sizes a pharmacy dispenses, which NADAC does not publish: one inhaler, bottle or spray,
 * from each product's FDA label ("How Supplied"). Devices sold by the pack (pens, rings, patches,
 * dose packs) are in device-packs.ts. Quantities are in NADAC pricing units, default first.
 */
import type { PackageRule } from './package-rule';

type Unit = PackageRule['unit'];

/** One fact from a product's FDA label, "How Supplied". */
export const supplied = (
  match: Omit<PackageRule, 'quantities' | 'label' | 'source'>,
  quantities: PackageRule['quantities'],
  label: string,
  fact: string,
): PackageRule => ({ ...match, quantities, label, source: `FDA label, How Supplied: ${fact}` });

/** An inhaler priced per gram: the canister's net weight. */
const canister = (description: RegExp, grams: number[], fact: string) =>
  supplied({ description, unit: 'GM' }, grams, 'g', fact);

/** A bottle priced per mL (or g), matched by description or by family. */
const bottle = (description: RegExp, unit: Unit, volumes: number[], label: string, fact: string) =>
  supplied({ description, unit }, volumes, label, fact);
const familyBottle = (family: string[], unit: Unit, volumes: number[], fact: string) =>
  supplied({ family, unit }, volumes, unit === 'GM' ? 'g' : 'mL', fact);

export const PACKAGE_RULES: readonly PackageRule[] = [
  canister(/SYMBICORT|BREYNA|BUDESONIDE-FORMOTEROL/, [10.2, 20.4, 6], '120 puffs 10.2 g, 60 6 g'),
  canister(/ADVAIR HFA|FLUTICASONE-SALMETEROL HFA/, [12, 24], '120 puffs 12 g'),
  canister(/VENTOLIN HFA/, [18, 36, 8], '200 puffs 18 g, 60 puffs 8 g'),
  canister(/PROAIR HFA/, [8.5, 17], '200 puffs 8.5 g'),
  canister(/PROVENTIL HFA/, [6.7, 13.4], '200 puffs 6.7 g'),
  canister(
    /ALBUTEROL.*(HFA|INHALER)/,
    [8.5, 18, 6.7, 17],
    'generics of ProAir, Ventolin, Proventil',
  ),
  canister(/XOPENEX HFA|LEVALBUTEROL.*HFA/, [15, 30], '200 puffs 15 g'),
  canister(/FLOVENT HFA|FLUTICASONE PROP.*HFA/, [12, 24], '120 puffs 12 g'),
  canister(/QVAR/, [10.6, 21.2], '120 puffs 10.6 g'),
  canister(/ATROVENT HFA/, [12.9, 25.8], '200 puffs 12.9 g'),
  canister(/DULERA|ASMANEX HFA/, [13, 26], '120 puffs 13 g'),
  canister(/BEVESPI|BREZTRI|AIRSUPRA/, [10.7, 21.4], '120 puffs 10.7 g'),
  canister(/RESPIMAT/, [4, 8], 'one 4 g cartridge'),
  // Dry-powder inhalers priced per blister or per device.
  bottle(/DISKUS|INHUB/, 'EA', [60, 120, 28], 'blisters', '60 blisters per inhaler'),
  supplied(
    { family: ['fluticasone', 'salmeterol'], unit: 'EA' },
    [60, 120],
    'blisters',
    '60 blisters',
  ),
  bottle(/ELLIPTA.*\d+-[\d.]+/, 'EA', [60, 120], 'blisters', 'two strips of 30 blisters'),
  bottle(/ELLIPTA/, 'EA', [30, 60], 'blisters', '30 blisters per inhaler'),
  bottle(/RESPICLICK|TWISTHA?LE?R|PRESSAIR|DIGIHALER/, 'EA', [1, 2], 'inhalers', 'one inhaler'),
  bottle(/CAP-INHALER|HANDIHALER/, 'EA', [30, 90], 'capsules', 'cartons of 30 or 90 capsules'),
  supplied(
    { family: ['budesonide'], description: /RESPULE|INH SUSP|INHAL/, unit: 'ML' },
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
  bottle(
    /DORZOLAMIDE|COSOPT|TRUSOPT|BRINZOLAMIDE|AZOPT|POLYMYXIN B-TRIMETH|POLYTRIM|COMBIGAN/,
    'ML',
    [10, 5],
    'mL',
    '10 mL bottle',
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
  familyBottle(['lactulose'], 'ML', [473, 236, 946], 'pint (473 mL) bottles'),
  supplied({ family: ['chlorhexidine'], description: /RINSE/ }, [473], 'mL', 'one 473 mL bottle'),
  // Nasal sprays: one bottle, or packs of single-use sprayers.
  supplied(
    { family: ['fluticasone'], form: /SPRAY/, unit: 'GM' },
    [16, 32],
    'g',
    '120 sprays 16 g',
  ),
  supplied({ family: ['mometasone'], form: /SPRAY/, unit: 'GM' }, [17, 34], 'g', '120 sprays 17 g'),
  familyBottle(['azelastine', 'fluticasone'], 'GM', [23], '120 sprays 23 g'),
  supplied({ family: ['azelastine'], form: /SPRAY/ }, [30], 'mL', '200 sprays 30 mL'),
  supplied({ family: ['olopatadine'], form: /SPRAY/ }, [30.5], 'g', '240 sprays 30.5 g'),
  supplied(
    { family: ['ipratropium'], form: /SPRAY/ },
    [15, 30],
    'mL',
    '15 mL (0.06%) or 30 mL (0.03%)',
  ),
  bottle(/NASAL SPRAY|NASAL SPR/, 'EA', [2, 6], 'sprayers', 'packs of 2 (rescue) or 6 (migraine)'),
];
