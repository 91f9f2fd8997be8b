import { compareRows, type SortBy } from '../query/sort';
import type {
  FindDrugsAnswer,
  LocatedDrug,
  LocatedPharmacy,
  PriceChoice,
  StoreChoice,
} from '../api/find-drugs';
import { toCents } from '../pricing/money';

/*
 * A shortlist, not a phone book: prices are set per chain and region, so the stores of one chain
 * near a shopper mostly quote one price. Folded, they are one choice ("Walgreens · $9.59 ·
 * nearest 0.2 mi · 15 more nearby"); an independent, or a chain store priced apart, is a choice
 * of its own. FindDrugs and FindBasket fold on `GroupBy=chain`; the web app always asks them to.
 */

/** How FindDrugs and FindBasket may fold their pharmacies (the `GroupBy` extension). */
const GROUP_BY = ['chain'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

/** The `GroupBy` a text names (any case), or null. */
export function groupByOf(text: string): GroupBy | null {
  const lower = text.trim().toLowerCase();
  return GROUP_BY.find((kind) => kind === lower) ?? null;
}

/** A row at one pharmacy: a FindDrugs row, or a FindBasket pharmacy and its prices. */
export interface StoreRow {
  pharmacy: Pick<LocatedPharmacy, 'id' | 'distance' | 'chainCode' | 'pharmacyName'>;
}

/** Rows with the same key are one choice; null keeps the row a choice of its own. */
export type FoldKey<Row> = (row: Row) => string | null;

/** A choice lists its nearest stores, up to this many; `storeCount` counts them all. */
export const STORES_PER_CHOICE = 10;

/**
 * A chain store's fold key: its chain and what it charges, in whole cents (null for an item it
 * has no price for). Independents (category 0: Good Neighbor, Kaiser and the like are separate
 * businesses under one banner) and stores with no chain code stay apart: null.
 */
export function chainPriceKey(
  chainCode: string | null,
  category: number,
  pricesUsd: ReadonlyArray<number | null>,
): string | null {
  if (chainCode === null || category === 0) return null;
  return `${chainCode}|${pricesUsd.map((usd) => (usd === null ? '-' : toCents(usd))).join(',')}`;
}

const milesOf = (row: StoreRow): number => row.pharmacy.distance ?? 0;

/** Nearest first; equally near by id, so the order never depends on the input's. */
function byNearest(a: StoreRow, b: StoreRow): number {
  const [x, y] = [a.pharmacy.id, b.pharmacy.id];
  return milesOf(a) - milesOf(b) || (x < y ? -1 : x > y ? 1 : 0);
}

/**
 * Folds the rows into choices, then keeps the `count` nearest (by their nearest store): fold
 * first, so a list of 30 is 30 choices, not 30 stores of two chains. A kept choice keeps its
 * stores within the list's reach — the nearest store of the last choice kept, or every row when
 * fewer than `count` choices exist — so "15 more nearby" counts stores no farther than the list
 * goes. Choices are nearest first, their stores nearest first.
 */
export function nearestChoices<Row extends StoreRow>(
  rows: readonly Row[],
  keyOf: FoldKey<Row>,
  count: number,
): Row[][] {
  const byKey = new Map<string, Row[]>();
  const choices: Row[][] = [];
  for (const row of [...rows].sort(byNearest)) {
    const key = keyOf(row);
    const folded = key === null ? undefined : byKey.get(key);
    if (folded) {
      folded.push(row);
      continue;
    }
    const choice = [row];
    choices.push(choice);
    if (key !== null) byKey.set(key, choice);
  }
  const kept = choices.slice(0, Math.max(0, count));
  if (kept.length === choices.length) return kept;
  const last = kept.at(-1)?.[0];
  const reachMiles = last === undefined ? 0 : milesOf(last);
  return kept.map((stores) =>
    stores.filter((row, index) => index === 0 || milesOf(row) <= reachMiles),
  );
}

/** FindDrugs rows fold by chain and price. */
export const foldKeyOfRow: FoldKey<LocatedDrug> = (row) =>
  chainPriceKey(row.pharmacy.chainCode, row.pricing.svcPharmacyCategory, [row.pricing.price]);

/**
 * Orders FindDrugs choices as FindDrugs orders rows (by price or by distance, the other key
 * breaking ties), each by its nearest store; then by that store's id.
 */
export function compareChoices(sortBy: SortBy): (a: LocatedDrug[], b: LocatedDrug[]) => number {
  const compare = compareRows(sortBy);
  return (a, b) => {
    const [first, second] = [a[0], b[0]];
    if (!first || !second) return a.length - b.length;
    return compare(first, second) || byNearest(first, second);
  };
}

/** Words that end a shared name without meaning anything: "Save Mart Pharmacy -". */
const DANGLING = /[\s\-–—,:·(#]+$/u;

/**
 * What to call a choice: the words its stores' names begin with ("Walgreens" for "Walgreens
 * #9438" and "Walgreens #15921", "Hy-Vee Pharmacy" for its branches), else the name most of them
 * carry (the nearest's on a tie). A store on its own keeps its own name.
 */
export function choiceName(names: readonly string[]): string {
  const [first = '', ...others] = names;
  if (others.length === 0) return first;
  let shared = first.split(/\s+/);
  for (const name of others) {
    const words = name.split(/\s+/);
    let same = 0;
    while (same < shared.length && same < words.length && shared[same] === words[same]) same += 1;
    shared = shared.slice(0, same);
  }
  const prefix = shared.join(' ').replace(DANGLING, '');
  if (prefix !== '') return prefix;
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  let best = first;
  for (const [name, seen] of counts) if (seen > (counts.get(best) ?? 0)) best = name;
  return best;
}

/** What FindDrugs and FindBasket say of a choice, from its stores (nearest first, in reach). */
export function storeChoiceOf<Row extends StoreRow>(
  stores: readonly Row[],
  keyOf: FoldKey<Row>,
): StoreChoice {
  const nearest = stores[0];
  if (!nearest) throw new Error('a choice has at least one store');
  return {
    name: choiceName(stores.map((row) => row.pharmacy.pharmacyName)),
    chainCode: keyOf(nearest) === null ? null : nearest.pharmacy.chainCode,
    storeCount: stores.length,
    nearestPharmacyId: nearest.pharmacy.id,
    distance: nearest.pharmacy.distance,
    pharmacyIds: stores.slice(0, STORES_PER_CHOICE).map((row) => row.pharmacy.id),
  };
}

/** A FindDrugs choice: its stores and what each of them charges. */
export const priceChoiceOf = (stores: readonly LocatedDrug[]): PriceChoice => ({
  ...storeChoiceOf(stores, foldKeyOfRow),
  priceUsd: stores[0]?.pricing.price ?? 0,
});

/** A choice as a list shows it: what the answer says of it, and its listed stores' rows. */
export interface ListedChoice {
  choice: PriceChoice;
  /** Its listed stores, nearest first: the first is the one its row names. */
  stores: LocatedDrug[];
}

/**
 * The choices of a FindDrugs answer with their stores' rows, in the answer's order. An answer
 * without Choices (asked per store) lists each row as a choice of its own.
 */
export function listedChoices(answer: Pick<FindDrugsAnswer, 'Drugs' | 'Choices'>): ListedChoice[] {
  if (!answer.Choices) {
    return answer.Drugs.map((row) => ({ choice: priceChoiceOf([row]), stores: [row] }));
  }
  const rows = new Map(answer.Drugs.map((row) => [row.pharmacy.id, row]));
  return answer.Choices.map((choice) => ({
    choice,
    stores: choice.pharmacyIds.flatMap((id) => rows.get(id) ?? []),
  })).filter(({ stores }) => stores.length > 0);
}
