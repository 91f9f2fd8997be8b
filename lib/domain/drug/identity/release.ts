/**
 * Release mechanisms of oral solids: immediate (no label), extended (ER, and the labels makers
 * give it: SR, XL, XR, CR, LA, CD, 12-hour, 24-hour) and delayed (DR, EC). Bupropion SR (twice a
 * day) and bupropion XL (once a day) are different products, so a product keeps its specific
 * label and search compares labels where a family has several. Zod-free (browser-safe).
 */

/** The two release classes besides immediate. */
export type ReleaseClass = 'ER' | 'DR';

/** Specific labels, in the spelling shown to people. */
export const RELEASE_LABELS = ['ER', 'SR', 'XL', 'XR', 'CR', 'LA', 'CD', 'DR'] as const;
export type ReleaseLabel = (typeof RELEASE_LABELS)[number];

/**
 * Words (as NADAC descriptions and people write them) → label. "24H"/"24HR" are the once-daily
 * XL kind and "12H"/"12HR" the twice-daily SR kind; EC (enteric coated) is delayed release.
 */
const LABEL_OF_WORD: ReadonlyMap<string, ReleaseLabel> = new Map<string, ReleaseLabel>([
  ['er', 'ER'],
  ['extended', 'ER'],
  ['sr', 'SR'],
  ['12h', 'SR'],
  ['12hr', 'SR'],
  ['sustained', 'SR'],
  ['xl', 'XL'],
  ['24h', 'XL'],
  ['24hr', 'XL'],
  ['xr', 'XR'],
  ['cr', 'CR'],
  ['controlled', 'CR'],
  ['la', 'LA'],
  ['cd', 'CD'],
  ['xt', 'ER'],
  ['dr', 'DR'],
  ['ec', 'DR'],
  ['delayed', 'DR'],
  ['enteric', 'DR'],
]);

/** The label a word names, or null. */
export function releaseLabelOfWord(word: string): ReleaseLabel | null {
  return LABEL_OF_WORD.get(word.toLowerCase()) ?? null;
}

/** ER for every extended label, DR for delayed. */
export function releaseClassOf(label: ReleaseLabel): ReleaseClass {
  return label === 'DR' ? 'DR' : 'ER';
}

/**
 * Whether a product's label honours a typed one. A generic word (ER, "extended") accepts every
 * extended label; a specific one (SR, XL, CD …) accepts its own label, and any extended product
 * when the pool holds no product with that label ("metoprolol XL" is metoprolol succinate ER,
 * which NADAC writes as ER).
 */
export function releaseHonours(
  productLabel: ReleaseLabel | null,
  typed: ReleaseLabel,
  poolLabels: ReadonlySet<ReleaseLabel>,
): boolean {
  if (productLabel === null) return false;
  if (releaseClassOf(productLabel) !== releaseClassOf(typed)) return false;
  if (typed === 'ER' || typed === 'DR' || !poolLabels.has(typed)) return true;
  return productLabel === typed;
}
