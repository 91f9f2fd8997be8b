import 'server-only';
import {
  compareChoices,
  foldKeyOfRow,
  nearestChoices,
  priceChoiceOf,
  STORES_PER_CHOICE,
} from '@/lib/domain/results/choices';
import { MAX_NUM_PHARM } from '@/lib/domain/api/constants';
import type { PriceChoice, ProviderAnswer } from '@/lib/domain/api/find-drugs';
import type { FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import type { PriceProvider, ProviderCallContext } from '../providers/types';

/**
 * FindDrugs with GroupBy=chain: the `numPharm` nearest choices (one chain at one price, or a
 * pharmacy on its own), in SortBy order, and in Drugs the stores they list. It asks the provider
 * for the API's 100 nearest first and, when those hold fewer choices than asked, for as many as
 * the provider allows (the embedded dataset: 1,000, an upstream: the 100 it already gave).
 */
export async function findChoices(
  provider: PriceProvider,
  query: FindDrugsQuery,
  context: ProviderCallContext,
): Promise<ProviderAnswer & { Choices: PriceChoice[] }> {
  const widest = provider.maxPharmaciesPerSearch ?? MAX_NUM_PHARM;
  let answer = await provider.findDrugs({ ...query, numPharm: MAX_NUM_PHARM }, context);
  let choices = nearestChoices(answer.Drugs, foldKeyOfRow, query.numPharm);
  const cutOff = answer.Drugs.length === MAX_NUM_PHARM;
  if (choices.length < query.numPharm && cutOff && widest > MAX_NUM_PHARM) {
    answer = await provider.findDrugs({ ...query, numPharm: widest }, context);
    choices = nearestChoices(answer.Drugs, foldKeyOfRow, query.numPharm);
  }
  const ordered = choices.sort(compareChoices(query.sortBy));
  const listed = new Set(
    ordered.flatMap((stores) => stores.slice(0, STORES_PER_CHOICE).map((row) => row.pharmacy.id)),
  );
  return {
    ...answer,
    // The provider's own order (SortBy), as without GroupBy.
    Drugs: answer.Drugs.filter((row) => listed.has(row.pharmacy.id)),
    Choices: ordered.map(priceChoiceOf),
  };
}
