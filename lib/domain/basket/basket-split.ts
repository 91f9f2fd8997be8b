import type { BasketFill, BasketPharmacy } from './basket-fill';
import { fromCents, toCents } from '../pricing/money';

/** One of the two pharmacies of a split and the items it fills. */
interface SplitFill {
  pharmacyId: string;
  /** Indexes into Items. */
  items: number[];
  subtotalUsd: number;
}

/** The list split across two pharmacies, each item where it is cheaper. */
export interface BasketSplit {
  totalUsd: number;
  /** What it saves against CheapestSingle; null when no single pharmacy fills the whole list. */
  savingsUsd: number | null;
  fills: [SplitFill, SplitFill];
}

interface Candidate {
  totalCents: number;
  distanceMiles: number;
  fills: [
    Omit<SplitFill, 'subtotalUsd'> & { cents: number },
    Omit<SplitFill, 'subtotalUsd'> & { cents: number },
  ];
}

/**
 * The cheapest way to fill the whole list at two of the listed pharmacies: every pair is tried
 * (at most 100 pharmacies and 10 items: 50,000 steps), each item going where it is cheaper (a tie
 * to the better-ranked pharmacy). Both must fill something. Ties between pairs go to the pair
 * nearer in total, then to the better-ranked. Null unless it is cheaper than the cheapest single
 * fill (or there is none).
 */
export function cheapestSplit(
  ranked: readonly BasketPharmacy[],
  single: BasketFill | null,
): BasketSplit | null {
  let best: Candidate | null = null;
  for (let i = 0; i < ranked.length; i += 1) {
    for (let j = i + 1; j < ranked.length; j += 1) {
      const candidate = splitOf(ranked[i] as BasketPharmacy, ranked[j] as BasketPharmacy);
      if (candidate && (!best || isBetter(candidate, best))) best = candidate;
    }
  }
  if (!best) return null;
  const singleCents = single ? toCents(single.totalUsd) : null;
  if (singleCents !== null && best.totalCents >= singleCents) return null;
  const [a, b] = best.fills;
  const fill = ({ cents, ...rest }: Candidate['fills'][number]): SplitFill => ({
    ...rest,
    subtotalUsd: fromCents(cents),
  });
  return {
    totalUsd: fromCents(best.totalCents),
    savingsUsd: singleCents === null ? null : fromCents(singleCents - best.totalCents),
    fills: [fill(a), fill(b)],
  };
}

function splitOf(a: BasketPharmacy, b: BasketPharmacy): Candidate | null {
  const toA: number[] = [];
  const toB: number[] = [];
  let centsA = 0;
  let centsB = 0;
  for (let item = 0; item < a.prices.length; item += 1) {
    const priceA = a.prices[item];
    const priceB = b.prices[item];
    if (priceA && (!priceB || toCents(priceA.price) <= toCents(priceB.price))) {
      toA.push(item);
      centsA += toCents(priceA.price);
    } else if (priceB) {
      toB.push(item);
      centsB += toCents(priceB.price);
    } else {
      return null;
    }
  }
  if (toA.length === 0 || toB.length === 0) return null;
  return {
    totalCents: centsA + centsB,
    distanceMiles: (a.pharmacy.distance ?? 0) + (b.pharmacy.distance ?? 0),
    fills: [
      { pharmacyId: a.pharmacy.id, items: toA, cents: centsA },
      { pharmacyId: b.pharmacy.id, items: toB, cents: centsB },
    ],
  };
}

const isBetter = (candidate: Candidate, best: Candidate): boolean =>
  candidate.totalCents < best.totalCents ||
  (candidate.totalCents === best.totalCents && candidate.distanceMiles < best.distanceMiles);
