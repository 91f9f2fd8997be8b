import type { BasketItemRef } from './basket-item';
import type { FindDrugsResponse, LocatedDrug, LocatedPharmacy } from '../api/find-drugs';
import type { SearchOrigin } from '../place/location';
import type { BasketFill, BasketPharmacy } from './basket-fill';
import { cheapestSplit, type BasketSplit } from './basket-split';
import { fromCents, toCents } from '../pricing/money';
import {
  chainPriceKey,
  nearestChoices,
  STORES_PER_CHOICE,
  storeChoiceOf,
  type FoldKey,
  type GroupBy,
} from '../results/choices';
import type { StoreChoice } from '../api/find-drugs';

export type { BasketPharmacy } from './basket-fill';

/** One requested item, described by the price source. */
export interface BasketItemAnswer extends BasketItemRef {
  /** The selected name, form and strength (as FindDrugs' pickers name them), the NDC's label name
   * and quantity unit; null when no listed pharmacy prices the item. */
  drugName: string | null;
  form: string | null;
  strength: string | null;
  ln: string | null;
  quantityLabel: string | null;
  brandGeneric: 'B' | 'G' | 'A' | null;
  /** How many of the listed pharmacies price it. */
  pricedAt: number;
}

/** The FindBasket 200 body. */
export interface FindBasketAnswer {
  /** The point distances were measured from; null for a pharmacy-only search. */
  Origin: SearchOrigin | null;
  Items: BasketItemAnswer[];
  /** Whole list first, cheapest first; then those lacking items, fewest missing first. */
  Pharmacies: BasketPharmacy[];
  /** The cheapest pharmacy that prices every item; null when none does. */
  CheapestSingle: BasketFill | null;
  /** The cheapest split of the list across two pharmacies, when it beats CheapestSingle. */
  CheapestSplit: BasketSplit | null;
  /** With GroupBy=chain: the pharmacies folded into choices, in the order of Pharmacies. */
  Choices?: BasketChoice[];
}

/** A chain's stores that charge the same for every item (or a pharmacy on its own). */
export interface BasketChoice extends StoreChoice {
  totalUsd: number;
}

/** What the price source answered for one item: null when no pharmacy near there prices it. */
export interface ItemAnswer {
  item: BasketItemRef;
  answer: FindDrugsResponse | null;
}

/**
 * Joins the per-item price lists on pharmacy id and ranks the pharmacies by the total of the list.
 * Each item was asked for its `askedPerItem` nearest priced pharmacies; a full list only tells
 * about pharmacies up to its farthest row, so only pharmacies within every full list's reach are
 * judged (a pharmacy missing from a list that reaches past it truly has no price there). Of those,
 * the `numPharm` nearest are listed, as FindDrugs lists the nearest and only orders them; with
 * GroupBy=chain, the `numPharm` nearest choices, each listing its nearest stores.
 */
export function rankBasket(
  answers: readonly ItemAnswer[],
  numPharm: number,
  askedPerItem: number,
  groupBy: GroupBy | null = null,
): Omit<FindBasketAnswer, 'Origin'> {
  const reachMiles = Math.min(...answers.map(({ answer }) => reachOf(answer, askedPerItem)));
  const rowsById = new Map<string, Array<LocatedDrug | undefined>>();
  answers.forEach(({ answer }, index) => {
    for (const row of answer?.Drugs ?? []) {
      const rows = rowsById.get(row.pharmacy.id) ?? new Array<undefined>(answers.length);
      rows[index] = row;
      rowsById.set(row.pharmacy.id, rows);
    }
  });
  const judged = [...rowsById.values()]
    .map((rows) => basketPharmacy(rows))
    .filter(({ pharmacy }) => (pharmacy.distance ?? 0) <= reachMiles);
  const choices =
    groupBy === 'chain'
      ? nearestChoices(judged, foldKeyOfPharmacy, numPharm).sort((a, b) =>
          byTotal(a[0] as BasketPharmacy, b[0] as BasketPharmacy),
        )
      : null;
  const listed = choices
    ? choices.flatMap((stores) => stores.slice(0, STORES_PER_CHOICE)).sort(byTotal)
    : judged.sort(byDistance).slice(0, numPharm).sort(byTotal);
  const complete = listed.find((p) => p.missingItems.length === 0);
  const CheapestSingle = complete
    ? { pharmacyId: complete.pharmacy.id, totalUsd: complete.totalUsd }
    : null;
  return {
    Items: answers.map(({ item, answer }, index) => itemAnswer(item, answer, listed, index)),
    Pharmacies: listed,
    CheapestSingle,
    CheapestSplit: cheapestSplit(listed, CheapestSingle),
    ...(choices ? { Choices: choices.map(basketChoiceOf) } : {}),
  };
}

/** A pharmacy folds with the chain's stores that charge the same for every item. */
const foldKeyOfPharmacy: FoldKey<BasketPharmacy> = ({ pharmacy, prices }) =>
  chainPriceKey(
    pharmacy.chainCode,
    prices.find((p) => p !== null)?.svcPharmacyCategory ?? 0,
    prices.map((p) => p?.price ?? null),
  );

const basketChoiceOf = (stores: BasketPharmacy[]): BasketChoice => ({
  ...storeChoiceOf(stores, foldKeyOfPharmacy),
  totalUsd: stores[0]?.totalUsd ?? 0,
});

/** How far a price list is known to reach: its farthest row when it was cut off, else everywhere. */
function reachOf(answer: FindDrugsResponse | null, askedPerItem: number): number {
  if (!answer || answer.Drugs.length < askedPerItem) return Infinity;
  return Math.max(...answer.Drugs.map((row) => row.pharmacy.distance ?? Infinity));
}

function basketPharmacy(rows: Array<LocatedDrug | undefined>): BasketPharmacy {
  const pharmacy = rows.find((row) => row !== undefined)?.pharmacy as LocatedPharmacy;
  const prices = Array.from(rows, (row) => row?.pricing ?? null);
  const totalCents = prices.reduce((sum, p) => sum + (p ? toCents(p.price) : 0), 0);
  const missingItems = prices.flatMap((p, index) => (p ? [] : [index]));
  return { pharmacy, prices, totalUsd: fromCents(totalCents), missingItems };
}

const byDistance = (a: BasketPharmacy, b: BasketPharmacy): number =>
  (a.pharmacy.distance ?? 0) - (b.pharmacy.distance ?? 0) ||
  a.pharmacy.id.localeCompare(b.pharmacy.id);

/** Whole list before partial; then fewer missing, lower total, nearer, and by id for stability. */
const byTotal = (a: BasketPharmacy, b: BasketPharmacy): number =>
  a.missingItems.length - b.missingItems.length ||
  toCents(a.totalUsd) - toCents(b.totalUsd) ||
  byDistance(a, b);

function itemAnswer(
  item: BasketItemRef,
  answer: FindDrugsResponse | null,
  listed: readonly BasketPharmacy[],
  index: number,
): BasketItemAnswer {
  const drug = answer?.Drugs[0]?.drug;
  return {
    ...item,
    drugName: answer?.Names.find((n) => n.isSelected)?.drugName ?? null,
    form: answer?.Forms.find((f) => f.isSelected)?.form ?? null,
    strength: answer?.Strengths.find((s) => s.isSelected)?.strength ?? null,
    ln: drug?.ln ?? null,
    quantityLabel: drug && 'quantityLabel' in drug ? drug.quantityLabel : null,
    brandGeneric: drug && 'brandGeneric' in drug ? drug.brandGeneric : null,
    pricedAt: listed.filter((p) => p.prices[index] !== null).length,
  };
}
