/**
 * Devices a pharmacy dispenses by the pack, from each product's FDA label ("How Supplied"):
 * insulin and other pens, auto-injectors, rings, patches and dose packs. Quantities are in NADAC
 * pricing units (mL for pens priced per mL, each otherwise), default first.
 */
import type { PackageRule } from './package-rule';
import { supplied } from './package-sizes';

/** Insulins sold in 10 mL vials and in boxes of five 3 mL pens or cartridges (U-100). */
const INSULIN =
  /^(INSULIN|HUMULIN|NOVOLIN|HUMALOG|NOVOLOG|LANTUS|BASAGLAR|SEMGLEE|REZVOGLAR|TRESIBA|ADMELOG|LYUMJEV|FIASP|APIDRA|LEVEMIR|MERILOG|TOUJEO)/;
const PEN_DEVICE = /KWIKPEN|FLEXPEN|SOLOSTA?R|FLEXTOUCH|PENFILL|CARTRIDGE|\bPEN\b|KWKPN/;

/** The mL of one single-dose pen or syringe, from a strength such as "2.5 MG/0.5 ML". */
const doseVolumeMl = ({ strength }: { strength: string | null }): number | null => {
  const match = /\/\s*([\d.]+)\s*ML$/.exec(strength ?? '');
  return match ? Number(match[1]) : null;
};
const round = (value: number) => Math.round(value * 100) / 100;
/** Quantities as multiples of one dose's volume (4 weekly pens, a box of 10 syringes …). */
const doses =
  (...counts: number[]) =>
  (p: { strength: string | null }): number[] | null => {
    const ml = doseVolumeMl(p);
    return ml ? counts.map((count) => round(count * ml)) : null;
  };
/** A carton of `count` single-dose devices, in mL. */
const carton =
  (count: number) =>
  (p: { strength: string | null }): number | null => {
    const ml = doseVolumeMl(p);
    return ml ? round(count * ml) : null;
  };

type Match = Omit<PackageRule, 'quantities' | 'label' | 'source'>;

/** Pens priced per mL; `packageSize` is one pen, or the carton the pharmacy never splits. */
const pens = (match: Match, mL: PackageRule['quantities'], fact: string) =>
  supplied({ unit: 'ML', ...match }, mL, 'mL', fact);
/** Devices counted one by one, sold `perPack` to a box. */
const pack = (
  family: string[],
  form: RegExp | undefined,
  count: number[],
  label: string,
  fact: string,
  perPack: number | null = count[0] ?? null,
) => supplied({ family, form, packageSize: perPack ?? undefined }, count, label, fact);
/** A pack that is the whole course or supply (a dose pack, a starter pack): never split. */
const wholePack = (match: Match, count: number, label: string, fact: string) =>
  supplied({ ...match, packageSize: count, wholePack: true }, [count], label, fact);

export const DEVICE_RULES: readonly PackageRule[] = [
  pens(
    { description: /TOUJEO MAX|MAX SOLO/, packageSize: 3 },
    [6, 3, 9],
    'boxes of two or three 3 mL pens',
  ),
  pens(
    { description: /TOUJEO|GLARGINE.*(U300|300 UNIT)/, packageSize: 1.5 },
    [4.5, 1.5, 7.5],
    'boxes of three or five 1.5 mL pens',
  ),
  pens(
    { description: /TRESIBA.*200|DEGLUDEC.*200/, packageSize: 3 },
    [9, 3],
    'U-200 FlexTouch, a box of three 3 mL pens',
  ),
  pens(
    { description: /(200|500) UNIT\/ML.*(KWIKPEN|FLEXTOUCH|PEN)|FLEXTOUCH 200/, packageSize: 3 },
    [6, 3, 9],
    'U-200/U-500 KwikPens, 3 mL, two a box',
  ),
  pens({ description: /HUMULIN R.*500.*V(IA)?L/, packageSize: 20 }, [20], 'U-500 vial, 20 mL'),
  pens(
    { description: INSULIN, all: [PEN_DEVICE], packageSize: 3 },
    [15, 3],
    'box of five 3 mL pens or cartridges',
  ),
  pens({ description: INSULIN, all: [/\bV(IA)?L\b/], packageSize: 10 }, [10, 20, 30], '10 mL vial'),
  pens({ description: /\(\d+ MG\/3 ML\) PEN/, packageSize: 3 }, [3, 6], 'one 3 mL multi-dose pen'),
  pens(
    { description: /(\d)-PAK.*\/3 ML PEN/, packageSize: 3 },
    (p) => [3 * Number(/(\d)-PAK/.exec(p.ln)?.[1] ?? 1)],
    'N-Pak of 3 mL pens',
  ),
  pens({ family: ['liraglutide'], packageSize: 3 }, [9, 6, 3], 'packs of two or three 3 mL pens'),
  ...['semaglutide', 'tirzepatide', 'dulaglutide'].map((weeklyIngredient) =>
    pens(
      { family: [weeklyIngredient], packageSize: carton(4) },
      doses(4, 8),
      'carton of 4 single-dose pens, one a week',
    ),
  ),
  pens(
    { family: ['evolocumab'], description: /420 MG|PUSHTRONX/, packageSize: 3.5 },
    [3.5],
    'monthly 3.5 mL on-body infusor',
  ),
  pens({ family: ['evolocumab'], packageSize: 1 }, [2, 1], '1 mL pens, one every two weeks'),
  pens({ family: ['alirocumab'], packageSize: 1 }, [2, 1], '1 mL pens, one every two weeks'),
  pens(
    { family: ['dupilumab'], packageSize: carton(1) },
    doses(2, 1),
    'carton of 2 pens or syringes',
  ),
  pens(
    { family: ['enoxaparin'], packageSize: carton(10) },
    doses(10, 20),
    'boxes of 10 prefilled syringes',
  ),
  pens({ family: ['sumatriptan'], packageSize: 0.5 }, [1, 2], 'two 0.5 mL autoinjectors'),
  wholePack(
    { family: ['medroxyprogesterone'], description: /SUBQ/, unit: 'ML' },
    0.65,
    'mL',
    'one 104 mg/0.65 mL prefilled syringe every 3 months',
  ),
  // A vial whose label gives its whole volume ("METHOTREXATE 250 MG/10 ML VIAL"): one vial.
  supplied(
    { form: /^INJECTION, VIAL/, unit: 'ML', packageSize: doseVolumeMl },
    doses(1, 2),
    'mL',
    'one vial (its volume as labelled), or two',
  ),
  supplied(
    { family: ['adalimumab'], unit: 'EA', packageSize: 1 },
    [2, 1],
    'pens or syringes',
    'carton of 2, one every two weeks',
  ),
  supplied(
    {
      family: ['epinephrine'],
      description: /AUTO|INJECTOR|EPIPEN|AUVI|SYMJEPI|NEFFY/,
      packageSize: 2,
    },
    [2, 4],
    'auto-injectors',
    'two-pack',
  ),
  supplied({ family: ['glucagon'], description: /1-PK/, packageSize: 1 }, [1], 'each', 'one-pack'),
  supplied(
    { family: ['glucagon'], form: /^KIT/, packageSize: 1 },
    [1, 2],
    'kits',
    'one emergency kit',
  ),
  supplied({ family: ['glucagon'], packageSize: 1 }, [2, 1], 'each', 'one- or two-pack'),
  // Rings and patches.
  supplied(
    { description: /ANNOVERA|ESTRING|FEMRING/, unit: 'EA', packageSize: 1 },
    [1],
    'rings',
    'one ring (3 months to a year)',
  ),
  supplied(
    { description: /RING/, family: ['etonogestrel', 'ethinyl estradiol'], packageSize: 1 },
    [1, 3],
    'rings',
    'one ring a month',
  ),
  pack(
    ['norelgestromin', 'ethinyl estradiol'],
    undefined,
    [3, 9],
    'patches',
    'box of 3, one a week',
  ),
  pack(['levonorgestrel', 'ethinyl estradiol'], /PATCH/, [3, 9], 'patches', 'box of 3, one a week'),
  supplied(
    { description: /CLIMARA|MENOSTAR|\(1\/WK\)|1\/WEEK/, form: /PATCH/, packageSize: 4 },
    [4, 12],
    'patches',
    'weekly, box of 4',
  ),
  pack(['estradiol'], /PATCH/, [8, 24], 'patches', 'twice weekly, box of 8'),
  supplied(
    { description: /COMBIPATCH|OXYTROL/, form: /PATCH/, packageSize: 8 },
    [8, 24],
    'patches',
    'twice weekly, box of 8',
  ),
  pack(
    ['fentanyl'],
    /PATCH/,
    [10, 5, 15],
    'patches',
    'boxes of 5; one every 72 hours is 10 a month',
    5,
  ),
  pack(['buprenorphine'], /PATCH/, [4, 12], 'patches', 'weekly, box of 4'),
  pack(['clonidine'], /PATCH/, [4, 12], 'patches', 'weekly, box of 4'),
  pack(['scopolamine'], /PATCH/, [4, 10], 'patches', 'box of 4, one every 3 days', 1),
  pack(['nicotine'], /PATCH/, [14, 28, 7], 'patches', 'boxes of 7 or 14', 7),
  pack(['granisetron'], /PATCH/, [1], 'patches', 'one patch per chemotherapy cycle'),
  supplied({ form: /PATCH/ }, [30, 60, 90], 'patches', 'daily patches, a month'),
  pack(['clindamycin'], /SUPPOSITORY/, [3], 'ovules', 'three vaginal ovules'),
  // Dose packs, starter packs and single courses.
  wholePack(
    { family: ['nirmatrelvir', 'ritonavir'], description: /SEVERE RENAL/ },
    11,
    'tablets',
    'one 5-day pack, 11 tablets',
  ),
  wholePack(
    { family: ['nirmatrelvir', 'ritonavir'], description: /RENAL/ },
    20,
    'tablets',
    'one 5-day pack, 20 tablets',
  ),
  wholePack({ family: ['nirmatrelvir', 'ritonavir'] }, 30, 'tablets', 'one 5-day pack, 30 tablets'),
  wholePack(
    { family: ['methylprednisolone'], description: /DOSE ?PA?K|DOSEPA?K/, form: /TABLET/ },
    21,
    'tablets',
    '21-tablet dose pack',
  ),
  supplied(
    { family: ['methylprednisolone'], description: /4 MG/, form: /TABLET/ },
    [21, 30],
    'tablets',
    'a 21-tablet taper from a bottle',
  ),
  wholePack(
    { family: ['apixaban'], description: /STARTER/ },
    74,
    'tablets',
    'DVT/PE 30-day starter pack: 74 x 5 mg',
  ),
  wholePack(
    { family: ['rivaroxaban'], description: /STARTER/ },
    51,
    'tablets',
    '30-day starter pack: 42 x 15 mg and 9 x 20 mg',
  ),
  wholePack(
    { family: ['levomilnacipran'], description: /TITRATION/ },
    28,
    'capsules',
    'titration pack: 2 x 20 mg and 26 x 40 mg',
  ),
  supplied(
    { family: ['azithromycin'], form: /^TABLET/, description: /250 MG/, packageSize: 6 },
    [6, 12],
    'tablets',
    'Z-Pak of 6',
  ),
  supplied(
    { family: ['azithromycin'], form: /^TABLET/, description: /500 MG/, packageSize: 3 },
    [3, 6],
    'tablets',
    'Tri-Pak of 3',
  ),
  pack(['azithromycin'], /SUSPENSION/, [15, 22.5, 30], 'mL', '15, 22.5 and 30 mL bottles', null),
  supplied(
    { family: ['fluconazole'], form: /^TABLET/, description: /150 MG/ },
    [1, 2, 3],
    'tablets',
    'a single 150 mg dose',
  ),
  pack(['oseltamivir'], /CAPSULE/, [10], 'capsules', 'blister of 10: twice daily for 5 days'),
  supplied(
    { family: ['sumatriptan'], form: /^TABLET/ },
    [9, 18],
    'tablets',
    'blister of 9 tablets',
  ),
  pack(['rimegepant'], /TABLET/, [8, 16], 'tablets', 'blister pack of 8'),
  supplied({ family: ['ergocalciferol'] }, [4, 12, 8], 'capsules', '50,000 units once weekly'),
  supplied(
    { family: ['ketorolac'], form: /^TABLET/ },
    [20],
    'tablets',
    'no more than 5 days in all',
  ),
  supplied(
    { family: ['alendronate'], form: /TABLET/, description: /70 MG/, packageSize: 4 },
    [4, 12],
    'tablets',
    'once weekly, blister of 4',
  ),
  supplied(
    { family: ['risedronate'], form: /TABLET/, description: /35 MG/, packageSize: 4 },
    [4, 12],
    'tablets',
    'once weekly, blister of 4',
  ),
  supplied(
    { family: ['ibandronate'], form: /TABLET/, description: /150 MG/, packageSize: 1 },
    [1, 3],
    'tablets',
    'once monthly',
  ),
];
