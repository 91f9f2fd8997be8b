/**
 * Package sizes a pharmacy dispenses, which NADAC does not publish. Each rule states a fact from
 * the product's FDA label ("How Supplied") or a dosing fact from its label ("Dosage and
 * Administration"); the first rule that fits a product gives its quantities, default first.
 * Quantities are in NADAC pricing units (tablets, mL, g or each).
 */
import type { PackageRule } from './dispensing';

const LABEL = 'FDA label, How Supplied';

/** Insulins sold in 10 mL vials and in boxes of five 3 mL pens or cartridges (U-100). */
const INSULIN =
  /^(INSULIN|HUMULIN|NOVOLIN|HUMALOG|NOVOLOG|LANTUS|BASAGLAR|SEMGLEE|REZVOGLAR|TRESIBA|ADMELOG|LYUMJEV|FIASP|APIDRA|LEVEMIR|MERILOG|TOUJEO)/;
const PEN_DEVICE = /KWIKPEN|FLEXPEN|SOLOSTA?R|FLEXTOUCH|PENFILL|CARTRIDGE|\bPEN\b|KWKPN/;

/** The mL of one single-dose pen or vial, from a strength such as "2.5 MG/0.5 ML". */
const doseVolumeMl = (strength: string | null): number | null => {
  const match = /\/\s*([\d.]+)\s*ML$/.exec(strength ?? '');
  return match ? Number(match[1]) : null;
};
const round = (value: number) => Math.round(value * 100) / 100;

export const PACKAGE_RULES: readonly PackageRule[] = [
  // Inhalers priced per gram: one canister's net weight.
  {
    description: /SYMBICORT|BREYNA|BUDESONIDE-FORMOTEROL/,
    unit: 'GM',
    quantities: [10.2, 20.4, 6],
    label: 'g',
    source: `${LABEL}: 120 inhalations 10.2 g, 60 inhalations 6 g`,
  },
  {
    description: /ADVAIR HFA|FLUTICASONE-SALMETEROL HFA/,
    unit: 'GM',
    quantities: [12, 24],
    label: 'g',
    source: `${LABEL}: 120 inhalations 12 g`,
  },
  {
    description: /VENTOLIN HFA/,
    unit: 'GM',
    quantities: [18, 36, 8],
    label: 'g',
    source: `${LABEL}: 200 inhalations 18 g, 60 inhalations 8 g`,
  },
  {
    description: /PROAIR HFA/,
    unit: 'GM',
    quantities: [8.5, 17],
    label: 'g',
    source: `${LABEL}: 200 inhalations 8.5 g`,
  },
  {
    description: /PROVENTIL HFA/,
    unit: 'GM',
    quantities: [6.7, 13.4],
    label: 'g',
    source: `${LABEL}: 200 inhalations 6.7 g`,
  },
  {
    description: /ALBUTEROL.*(HFA|INHALER)/,
    unit: 'GM',
    quantities: [8.5, 18, 6.7, 17],
    label: 'g',
    source: `${LABEL}: generics of ProAir HFA 8.5 g, Ventolin HFA 18 g, Proventil HFA 6.7 g`,
  },
  {
    description: /XOPENEX HFA|LEVALBUTEROL.*HFA/,
    unit: 'GM',
    quantities: [15, 30],
    label: 'g',
    source: `${LABEL}: 200 inhalations 15 g`,
  },
  {
    description: /FLOVENT HFA|FLUTICASONE PROP.*HFA/,
    unit: 'GM',
    quantities: [12, 24],
    label: 'g',
    source: `${LABEL}: 120 inhalations 12 g`,
  },
  {
    description: /QVAR/,
    unit: 'GM',
    quantities: [10.6, 21.2],
    label: 'g',
    source: `${LABEL}: 120 inhalations 10.6 g`,
  },
  {
    description: /ATROVENT HFA/,
    unit: 'GM',
    quantities: [12.9, 25.8],
    label: 'g',
    source: `${LABEL}: 200 inhalations 12.9 g`,
  },
  {
    description: /DULERA|ASMANEX HFA/,
    unit: 'GM',
    quantities: [13, 26],
    label: 'g',
    source: `${LABEL}: 120 inhalations 13 g`,
  },
  {
    description: /BEVESPI|BREZTRI|AIRSUPRA/,
    unit: 'GM',
    quantities: [10.7, 21.4],
    label: 'g',
    source: `${LABEL}: 120 inhalations 10.7 g`,
  },
  {
    description: /RESPIMAT/,
    unit: 'GM',
    quantities: [4, 8],
    label: 'g',
    source: `${LABEL}: one 4 g cartridge`,
  },
  // Dry-powder inhalers priced per blister or per device.
  {
    description: /DISKUS|INHUB/,
    unit: 'EA',
    quantities: [60, 120, 28],
    label: 'blisters',
    source: `${LABEL}: 60 blisters per inhaler`,
  },
  {
    description: /ELLIPTA.*\d+-[\d.]+/,
    unit: 'EA',
    quantities: [60, 120],
    label: 'blisters',
    source: `${LABEL}: two strips of 30 blisters per inhaler`,
  },
  {
    description: /ELLIPTA/,
    unit: 'EA',
    quantities: [30, 60],
    label: 'blisters',
    source: `${LABEL}: 30 blisters per inhaler`,
  },
  {
    description: /RESPICLICK|TWISTHA?LE?R|PRESSAIR|DIGIHALER/,
    unit: 'EA',
    quantities: [1, 2],
    label: 'inhalers',
    source: `${LABEL}: priced per inhaler`,
  },
  {
    description: /CAP-INHALER|HANDIHALER/,
    unit: 'EA',
    quantities: [30, 90],
    label: 'capsules',
    source: `${LABEL}: cartons of 30 or 90 capsules`,
  },
  // Eye and ear drops: one bottle.
  {
    family: ['latanoprost'],
    unit: 'ML',
    quantities: [2.5, 5, 7.5],
    label: 'mL',
    source: `${LABEL}: 2.5 mL bottle`,
  },
  {
    description: /TRAVOPROST|TRAVATAN|BIMATOPROST|LUMIGAN|VYZULTA|RHOPRESSA|ROCKLATAN|ZIOPTAN/,
    unit: 'ML',
    quantities: [2.5, 5, 7.5],
    label: 'mL',
    source: `${LABEL}: 2.5 mL bottle`,
  },
  {
    description:
      /DORZOLAMIDE|COSOPT|TRUSOPT|BRINZOLAMIDE|AZOPT|POLYMYXIN B-TRIMETH|POLYTRIM|COMBIGAN/,
    unit: 'ML',
    quantities: [10, 5],
    label: 'mL',
    source: `${LABEL}: 10 mL bottle`,
  },
  {
    family: ['moxifloxacin'],
    unit: 'ML',
    quantities: [3],
    label: 'mL',
    source: `${LABEL}: 3 mL bottle`,
  },
  {
    family: ['ciprofloxacin', 'dexamethasone'],
    unit: 'ML',
    quantities: [7.5],
    label: 'mL',
    source: `${LABEL}: 7.5 mL bottle`,
  },
  {
    description: /OPHTH|EYE|\bOP\b|DROP/,
    unit: 'EA',
    form: /OPHTHALMIC|SOLUTION|EMULSION|DROPS/,
    quantities: [60, 30],
    label: 'single-use vials',
    source: `${LABEL}: cartons of 30 or 60 single-use vials`,
  },
  // Nasal sprays priced per gram or mL: one bottle.
  {
    family: ['fluticasone'],
    form: /SPRAY/,
    unit: 'GM',
    quantities: [16, 32],
    label: 'g',
    source: `${LABEL}: 120 sprays 16 g`,
  },
  {
    family: ['mometasone'],
    form: /SPRAY/,
    unit: 'GM',
    quantities: [17, 34],
    label: 'g',
    source: `${LABEL}: 120 sprays 17 g`,
  },
  {
    family: ['azelastine', 'fluticasone'],
    unit: 'GM',
    quantities: [23],
    label: 'g',
    source: `${LABEL}: 120 sprays 23 g`,
  },
  {
    family: ['azelastine'],
    form: /SPRAY/,
    quantities: [30],
    label: 'mL',
    source: `${LABEL}: 200 sprays 30 mL`,
  },
  {
    family: ['olopatadine'],
    form: /SPRAY/,
    quantities: [30.5],
    label: 'g',
    source: `${LABEL}: 240 sprays 30.5 g`,
  },
  {
    family: ['ipratropium'],
    form: /SPRAY/,
    quantities: [15, 30],
    label: 'mL',
    source: `${LABEL}: 15 mL (0.06%) or 30 mL (0.03%)`,
  },
  {
    description: /NASAL SPRAY|NASAL SPR/,
    unit: 'EA',
    quantities: [2, 6],
    label: 'sprayers',
    source: `${LABEL}: single-use sprayers, packs of 2 (rescue) or 6 (migraine)`,
  },
  // Insulin and other pens priced per mL.
  {
    description: /TOUJEO MAX|MAX SOLO/,
    unit: 'ML',
    quantities: [6, 3, 9],
    label: 'mL',
    source: `${LABEL}: boxes of two or three 3 mL pens`,
  },
  {
    description: /TOUJEO|GLARGINE.*U300/,
    unit: 'ML',
    quantities: [4.5, 1.5, 7.5],
    label: 'mL',
    source: `${LABEL}: boxes of three or five 1.5 mL pens`,
  },
  {
    description: /(200|500) UNIT\/ML.*(KWIKPEN|FLEXTOUCH)|FLEXTOUCH 200/,
    unit: 'ML',
    quantities: [6, 3, 9],
    label: 'mL',
    source: `${LABEL}: U-200/U-500 pens, 3 mL, boxes of two or three`,
  },
  {
    description: /HUMULIN R.*500.*V(IA)?L/,
    unit: 'ML',
    quantities: [20],
    label: 'mL',
    source: `${LABEL}: U-500 vial 20 mL`,
  },
  {
    description: INSULIN,
    all: [PEN_DEVICE],
    unit: 'ML',
    quantities: [15, 3],
    label: 'mL',
    source: `${LABEL}: box of five 3 mL pens or cartridges`,
  },
  {
    description: INSULIN,
    all: [/\bV(IA)?L\b/],
    unit: 'ML',
    quantities: [10, 20, 30],
    label: 'mL',
    source: `${LABEL}: 10 mL vial`,
  },
  {
    description: /\(\d+ MG\/3 ML\) PEN/,
    unit: 'ML',
    quantities: [3, 6],
    label: 'mL',
    source: `${LABEL}: one 3 mL multi-dose pen`,
  },
  {
    description: /(\d)-PAK.*\/3 ML PEN/,
    unit: 'ML',
    quantities: (p) => [3 * Number(/(\d)-PAK/.exec(p.ln)?.[1] ?? 1)],
    label: 'mL',
    source: `${LABEL}: N-Pak of 3 mL pens`,
  },
  {
    family: ['liraglutide'],
    unit: 'ML',
    quantities: [9, 6, 3],
    label: 'mL',
    source: `${LABEL}: packs of two or three 3 mL pens`,
  },
  {
    family: ['semaglutide'],
    unit: 'ML',
    quantities: (p) => weekly(p.strength),
    label: 'mL',
    source: `${LABEL}: carton of 4 single-dose pens (one a week)`,
  },
  {
    family: ['tirzepatide'],
    unit: 'ML',
    quantities: (p) => weekly(p.strength),
    label: 'mL',
    source: `${LABEL}: carton of 4 single-dose pens (one a week)`,
  },
  {
    family: ['dulaglutide'],
    unit: 'ML',
    quantities: (p) => weekly(p.strength),
    label: 'mL',
    source: `${LABEL}: carton of 4 single-dose pens (one a week)`,
  },
  {
    family: ['evolocumab'],
    description: /420 MG|PUSHTRONX/,
    unit: 'ML',
    quantities: [3.5],
    label: 'mL',
    source: `${LABEL}: monthly 3.5 mL on-body infusor`,
  },
  {
    family: ['alirocumab'],
    description: /420 MG|PUSHTRONX/,
    unit: 'ML',
    quantities: [3.5],
    label: 'mL',
    source: `${LABEL}: monthly 3.5 mL on-body infusor`,
  },
  {
    family: ['evolocumab'],
    unit: 'ML',
    quantities: [2, 1],
    label: 'mL',
    source: `${LABEL}: 1 mL pens, one every two weeks`,
  },
  {
    family: ['alirocumab'],
    unit: 'ML',
    quantities: [2, 1],
    label: 'mL',
    source: `${LABEL}: 1 mL pens, one every two weeks`,
  },
  {
    family: ['dupilumab'],
    unit: 'ML',
    quantities: (p) => twice(doseVolumeMl(p.strength)),
    label: 'mL',
    source: `${LABEL}: carton of 2 pens or syringes`,
  },
  {
    family: ['adalimumab'],
    unit: 'EA',
    quantities: [2, 1],
    label: 'pens or syringes',
    source: `${LABEL}: carton of 2, one every two weeks`,
  },
  {
    family: ['enoxaparin'],
    unit: 'ML',
    quantities: (p) => tenOf(doseVolumeMl(p.strength)),
    label: 'mL',
    source: `${LABEL}: boxes of 10 prefilled syringes`,
  },
  {
    family: ['sumatriptan'],
    unit: 'ML',
    quantities: [1, 2],
    label: 'mL',
    source: `${LABEL}: two 0.5 mL autoinjectors`,
  },
  {
    family: ['epinephrine'],
    description: /AUTO|INJECTOR|EPIPEN|AUVI|SYMJEPI|NEFFY/,
    quantities: [2, 4],
    label: 'auto-injectors',
    source: `${LABEL}: two-pack`,
  },
  {
    family: ['glucagon'],
    description: /1-PK/,
    quantities: [1],
    label: 'each',
    source: `${LABEL}: one-pack`,
  },
  { family: ['glucagon'], quantities: [2, 1], label: 'each', source: `${LABEL}: one- or two-pack` },
  {
    family: ['budesonide'],
    description: /RESPULE|INH SUSP|INHAL/,
    unit: 'ML',
    quantities: [60, 120],
    label: 'mL',
    source: `${LABEL}: 30 single-dose 2 mL ampules`,
  },
  {
    family: ['clindamycin'],
    form: /SUPPOSITORY/,
    quantities: [3],
    label: 'ovules',
    source: `${LABEL}: three vaginal ovules`,
  },
  // Rings and patches.
  {
    description: /ANNOVERA|ESTRING|FEMRING/,
    unit: 'EA',
    quantities: [1],
    label: 'rings',
    source: `${LABEL}: one ring (3 months to a year)`,
  },
  {
    description: /RING/,
    family: ['etonogestrel', 'ethinyl estradiol'],
    quantities: [1, 3],
    label: 'rings',
    source: `${LABEL}: one ring a month`,
  },
  {
    family: ['norelgestromin', 'ethinyl estradiol'],
    quantities: [3, 9],
    label: 'patches',
    source: `${LABEL}: box of 3 (one a week, three weeks a month)`,
  },
  {
    family: ['levonorgestrel', 'ethinyl estradiol'],
    form: /PATCH/,
    quantities: [3, 9],
    label: 'patches',
    source: `${LABEL}: box of 3`,
  },
  {
    description: /CLIMARA|MENOSTAR|\(1\/WK\)|1\/WEEK/,
    form: /PATCH/,
    quantities: [4, 12],
    label: 'patches',
    source: `${LABEL}: weekly patches, box of 4`,
  },
  {
    family: ['estradiol'],
    form: /PATCH/,
    quantities: [8, 24],
    label: 'patches',
    source: `${LABEL}: twice-weekly patches, box of 8`,
  },
  {
    description: /COMBIPATCH|OXYTROL/,
    form: /PATCH/,
    quantities: [8, 24],
    label: 'patches',
    source: `${LABEL}: twice-weekly patches, box of 8`,
  },
  {
    family: ['fentanyl'],
    form: /PATCH/,
    quantities: [10, 5, 15],
    label: 'patches',
    source: `${LABEL}: boxes of 5; one every 72 hours is 10 a month`,
  },
  {
    family: ['buprenorphine'],
    form: /PATCH/,
    quantities: [4, 12],
    label: 'patches',
    source: `${LABEL}: weekly patches, box of 4`,
  },
  {
    family: ['clonidine'],
    form: /PATCH/,
    quantities: [4, 12],
    label: 'patches',
    source: `${LABEL}: weekly patches, box of 4`,
  },
  {
    family: ['scopolamine'],
    form: /PATCH/,
    quantities: [4, 10],
    label: 'patches',
    source: `${LABEL}: box of 4 (one every 3 days)`,
  },
  {
    family: ['nicotine'],
    form: /PATCH/,
    quantities: [14, 28, 7],
    label: 'patches',
    source: 'DailyMed: boxes of 7 or 14',
  },
  {
    family: ['granisetron'],
    form: /PATCH/,
    quantities: [1],
    label: 'patches',
    source: `${LABEL}: one patch per chemotherapy cycle`,
  },
  {
    form: /PATCH/,
    quantities: [30, 60, 90],
    label: 'patches',
    source: 'usual dosing: one patch a day',
  },
  // Multi-dose courses and packs.
  {
    family: ['nirmatrelvir', 'ritonavir'],
    description: /SEVERE RENAL/,
    quantities: [11],
    label: 'tablets',
    source: `${LABEL}: one 5-day dose pack`,
  },
  {
    family: ['nirmatrelvir', 'ritonavir'],
    description: /RENAL/,
    quantities: [20],
    label: 'tablets',
    source: `${LABEL}: one 5-day dose pack`,
  },
  {
    family: ['nirmatrelvir', 'ritonavir'],
    quantities: [30],
    label: 'tablets',
    source: `${LABEL}: one 5-day dose pack`,
  },
  {
    family: ['methylprednisolone'],
    description: /DOSE ?PA?K|4 MG/,
    form: /TABLET/,
    quantities: [21, 30],
    label: 'tablets',
    source: `${LABEL}: 21-tablet dose pack`,
  },
  {
    family: ['azithromycin'],
    form: /^TABLET/,
    description: /250 MG/,
    quantities: [6, 12],
    label: 'tablets',
    source: `${LABEL}: Z-Pak of 6`,
  },
  {
    family: ['azithromycin'],
    form: /^TABLET/,
    description: /500 MG/,
    quantities: [3, 6],
    label: 'tablets',
    source: `${LABEL}: Tri-Pak of 3`,
  },
  {
    family: ['azithromycin'],
    form: /SUSPENSION/,
    quantities: [15, 22.5, 30],
    label: 'mL',
    source: `${LABEL}: 15, 22.5 and 30 mL bottles`,
  },
  {
    family: ['fluconazole'],
    form: /^TABLET/,
    description: /150 MG/,
    quantities: [1, 2, 3],
    label: 'tablets',
    source: 'FDA label: a single 150 mg dose',
  },
  {
    family: ['oseltamivir'],
    form: /CAPSULE/,
    quantities: [10],
    label: 'capsules',
    source: 'FDA label: twice daily for 5 days',
  },
  {
    family: ['alendronate'],
    form: /TABLET/,
    description: /70 MG/,
    quantities: [4, 12],
    label: 'tablets',
    source: 'FDA label: once weekly',
  },
  {
    family: ['risedronate'],
    form: /TABLET/,
    description: /35 MG/,
    quantities: [4, 12],
    label: 'tablets',
    source: 'FDA label: once weekly',
  },
  {
    family: ['ibandronate'],
    form: /TABLET/,
    description: /150 MG/,
    quantities: [1, 3],
    label: 'tablets',
    source: 'FDA label: once monthly',
  },
];

/** Four single-dose pens (a month of weekly doses). */
function weekly(strength: string | null): number[] | null {
  const ml = doseVolumeMl(strength);
  return ml ? [round(4 * ml), round(ml), round(8 * ml)] : null;
}

function twice(ml: number | null): number[] | null {
  return ml ? [round(2 * ml), round(ml)] : null;
}

function tenOf(ml: number | null): number[] | null {
  return ml ? [round(10 * ml), round(20 * ml)] : null;
}
