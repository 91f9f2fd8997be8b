/**
 * Usual fills of oral tablets and capsules that are not one a day for a month, from the usual
 * adult dosing in each product's FDA label ("Dosage and Administration"): a course of an
 * antibiotic, or a month of a medicine taken two or three times a day. Every other oral solid is
 * filled as 30 (a month once daily), then 60 and 90.
 */
import type { PackageRule } from './package-rule';

const DOSING = 'FDA label, Dosage and Administration';
const ORAL_SOLID = /^(TABLET|CAPSULE|CAPLET)/;

/** A course: `count` units, then the other usual course lengths. */
const course = (
  family: string[],
  strength: RegExp | undefined,
  quantities: number[],
  why: string,
): PackageRule => ({
  family,
  description: strength,
  form: ORAL_SOLID,
  quantities,
  label: 'units',
  source: `${DOSING}: ${why}`,
});

/** Immediate-release tablets and capsules (extended-release forms are mostly once daily). */
const IMMEDIATE_RELEASE = /^(TABLET|CAPSULE)$/;

/** Taken `perDay` times a day: a month's supply first. */
const daily = (
  family: string[],
  perDay: number,
  description?: RegExp,
  form = IMMEDIATE_RELEASE,
): PackageRule => ({
  family,
  description,
  form,
  quantities: [30 * perDay, 30, 90 * perDay],
  label: 'units',
  source: `${DOSING}: ${perDay} times a day`,
});

export const DOSING_RULES: readonly PackageRule[] = [
  course(['amoxicillin', 'clavulanate'], /875/, [20, 14], 'twice daily for 7-10 days'),
  course(['amoxicillin', 'clavulanate'], undefined, [21, 30], 'three times daily for 7-10 days'),
  course(['amoxicillin'], /875/, [20, 14], 'twice daily for 7-10 days'),
  course(['amoxicillin'], undefined, [21, 30, 20], 'three times daily for 7-10 days'),
  course(['cephalexin'], undefined, [20, 28, 40], 'two to four times daily for 7-14 days'),
  course(['cefadroxil'], undefined, [20, 14], 'twice daily for 10 days'),
  course(['cefdinir'], undefined, [20, 10], 'twice daily for 10 days'),
  course(['cefuroxime'], undefined, [20, 14], 'twice daily for 7-10 days'),
  course(['cefpodoxime'], undefined, [20, 14], 'twice daily for 7-10 days'),
  course(['ciprofloxacin'], undefined, [14, 20, 6], 'twice daily for 3-10 days'),
  course(['levofloxacin'], undefined, [10, 7, 14], 'once daily for 7-14 days'),
  course(['doxycycline'], undefined, [20, 14, 28], 'twice daily for 7-14 days'),
  course(['minocycline'], /100/, [20, 14], 'twice daily'),
  course(['sulfamethoxazole', 'trimethoprim'], undefined, [20, 14, 6], 'twice daily for 3-14 days'),
  course(['nitrofurantoin'], undefined, [14, 10, 20], 'twice daily (Macrobid) for 5-7 days'),
  course(['metronidazole'], undefined, [14, 21, 4], 'twice daily for 7 days; 2 g once'),
  course(['tinidazole'], undefined, [4, 8], 'a single 2 g dose'),
  course(['clindamycin'], undefined, [30, 40, 21], 'three or four times daily for 7-10 days'),
  course(['penicillin v'], undefined, [40, 28, 20], 'four times daily for 10 days'),
  course(['clarithromycin'], undefined, [20, 14], 'twice daily for 7-14 days'),
  course(['valacyclovir'], /1 G|1000/, [21, 4, 30], 'three times daily for 7 days (zoster)'),
  course(['acyclovir'], /800/, [35, 50], 'five times daily for 7-10 days'),
  course(['famciclovir'], undefined, [21, 3], 'three times daily for 7 days (zoster)'),
  course(['ivermectin'], undefined, [4, 2, 6], 'a single weight-based dose'),
  course(['albendazole'], undefined, [2, 4], 'a single dose or twice daily'),
  daily(['metformin'], 2),
  // Metformin combinations of immediate release are taken twice daily, like metformin.
  daily(['sitagliptin', 'metformin'], 2),
  daily(['saxagliptin', 'metformin'], 2),
  daily(['linagliptin', 'metformin'], 2),
  daily(['alogliptin', 'metformin'], 2),
  daily(['empagliflozin', 'metformin'], 2),
  daily(['dapagliflozin', 'metformin'], 2),
  daily(['canagliflozin', 'metformin'], 2),
  daily(['ertugliflozin', 'metformin'], 2),
  daily(['pioglitazone', 'metformin'], 2),
  daily(['glipizide', 'metformin'], 2),
  daily(['glyburide', 'metformin'], 2),
  daily(['carvedilol'], 2),
  daily(['metoprolol'], 2),
  daily(['labetalol'], 2),
  daily(['clonidine'], 2),
  daily(['propranolol'], 2),
  daily(['buspirone'], 2),
  daily(['lamotrigine'], 2),
  daily(['levetiracetam'], 2),
  daily(['oxcarbazepine'], 2),
  daily(['carbamazepine'], 2, undefined, ORAL_SOLID),
  daily(['divalproex'], 2, undefined, /DELAYED/),
  daily(['topiramate'], 2),
  daily(['lithium'], 2),
  daily(['bupropion'], 2, /\bSR\b/, /EXTENDED/),
  daily(['venlafaxine'], 2),
  daily(['apixaban'], 2),
  daily(['dabigatran'], 2),
  daily(['ticagrelor'], 2),
  daily(['naproxen'], 2),
  daily(['hydroxychloroquine'], 2),
  daily(['quetiapine'], 2),
  daily(['gabapentin'], 3),
  daily(['baclofen'], 3),
  daily(['tizanidine'], 3),
  daily(['methocarbamol'], 3),
  daily(['hydralazine'], 3),
  daily(['sucralfate'], 4),
];
