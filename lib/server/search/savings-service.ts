import 'server-only';
import type {
  FindDrugsResponse,
  LocatedDrug,
  LocatedDrugDetail,
} from '@/lib/domain/api/find-drugs';
import { NO_PRODUCT_OPTIONS, type FindDrugsQuery } from '@/lib/domain/query/find-drugs-query';
import {
  BULK_MULTIPLE,
  bulkSaving,
  cheapestRow,
  genericSaving,
  nearbySaving,
  type FindSavingsAnswer,
  type Saving,
} from '@/lib/domain/results/savings';
import type { Container } from '../runtime/container';
import { findDrugsAnswer, validateFindDrugsQuery } from './find-drugs-service';
import { isApiError } from '../core/api-error';
import type { PriceProvider, ProviderCallContext } from '../providers/types';

/**
 * The savings that hold for a FindDrugs query's fill (lib/domain/results/savings.ts), from prices the
 * provider quotes: the query's own answer (through the answer cache, so the FindDrugs call the
 * browser made just before, or the page's own search, serves it again), the generic at the same
 * form, strength and quantity, and three times the quantity at the cheapest pharmacy. UseUC/UC
 * and PriceOnly are set aside: a caller's cash price for one fill says nothing of another drug or
 * quantity, and the product's details are needed.
 */
export async function findSavings(
  services: Pick<Container, 'provider' | 'answerCache'>,
  query: FindDrugsQuery,
  context: ProviderCallContext = {},
): Promise<FindSavingsAnswer> {
  const base: FindDrugsQuery = { ...query, ucOverrideUsd: null, priceOnly: false };
  return savingsOf(services, base, await findDrugsAnswer(services, base, context), context);
}

/**
 * The savings for a results page, from the answer the page already found (one search per page;
 * the hints then speak of the pharmacies the page lists). A server render has no token.
 */
export async function findSavingsInProcess(
  services: Container,
  params: URLSearchParams,
  answer: FindDrugsResponse,
): Promise<FindSavingsAnswer> {
  return savingsOf(services, validateFindDrugsQuery(services, params), answer);
}

/** The savings beside an answer found for `query` (asked with PriceOnly off). */
async function savingsOf(
  services: Pick<Container, 'provider' | 'answerCache'>,
  query: FindDrugsQuery,
  selected: FindDrugsResponse,
  context: ProviderCallContext = {},
): Promise<FindSavingsAnswer> {
  const [generic, bulk] = await Promise.all([
    genericOf(services, query, selected, context),
    bulkOf(services.provider, query, selected, context),
  ]);
  const Savings = [generic, bulk, nearbySaving(selected.Drugs)].filter(
    (saving): saving is Saving => saving !== null,
  );
  return { Savings };
}

/** The selected product's details (the query asked with PriceOnly off, so they are there). */
const detailOf = (row: LocatedDrug | undefined): LocatedDrugDetail | null =>
  row && 'brandGeneric' in row.drug ? row.drug : null;

/** A search whose "not found" only means there is no such saving. */
async function orNull(search: Promise<FindDrugsResponse>): Promise<FindDrugsResponse | null> {
  try {
    return await search;
  } catch (err) {
    if (isApiError(err) && err.status === 404) return null;
    throw err;
  }
}

/**
 * The generic, asked as the query asks (a page's GroupBy=chain too) and through the answer cache,
 * so that its rows come from the same pharmacies as the brand's answer.
 */
async function genericOf(
  services: Pick<Container, 'provider' | 'answerCache'>,
  query: FindDrugsQuery,
  selected: FindDrugsResponse,
  context: ProviderCallContext,
): Promise<Saving | null> {
  const drug = detailOf(selected.Drugs[0]);
  const genericName = selected.Names.find((n) => n.brandGeneric === 'G')?.drugName;
  if (drug?.brandGeneric !== 'B' || !genericName) return null;
  const form = selected.Forms.find((f) => f.isSelected)?.form ?? null;
  const strength = selected.Strengths.find((s) => s.isSelected)?.strength ?? null;
  const generic = await orNull(
    findDrugsAnswer(
      services,
      {
        ...query,
        drugName: genericName,
        ndc: null,
        gsn: null,
        brandIndicator: 'G',
        referencedBrandName: null,
        form,
        strength,
        quantity: drug.qty,
      },
      context,
    ),
  );
  // A generic sold in other units (grams, not inhalers) is not the same fill.
  if (!generic || detailOf(generic.Drugs[0])?.quantityLabel !== drug.quantityLabel) return null;
  const brandName = selected.Names.find((n) => n.isSelected)?.drugName ?? drug.ln;
  return genericSaving(
    { drugName: brandName, rows: selected.Drugs },
    { drugName: genericName, rows: generic.Drugs },
    { form, strength, qty: drug.qty, quantityLabel: drug.quantityLabel },
  );
}

async function bulkOf(
  provider: PriceProvider,
  query: FindDrugsQuery,
  selected: FindDrugsResponse,
  context: ProviderCallContext,
): Promise<Saving | null> {
  const cheapest = cheapestRow(selected.Drugs);
  const drug = detailOf(cheapest ?? undefined);
  const largerQty = drug ? drug.qty * BULK_MULTIPLE : NaN;
  if (!cheapest || !drug || !selected.Quantities.some((q) => q.qty === largerQty)) return null;
  const answer = await orNull(
    provider.findDrugs(
      {
        ...query,
        ...NO_PRODUCT_OPTIONS,
        ndc: drug.ndc,
        quantity: largerQty,
        pharmacyId: query.pharmacyId ?? { kind: 'id', value: cheapest.pharmacy.id },
      },
      context,
    ),
  );
  const there = answer?.Drugs.find((row) => row.pharmacy.id === cheapest.pharmacy.id);
  const larger = there ? { qty: largerQty, priceUsd: there.pricing.price } : null;
  return bulkSaving(cheapest, larger, drug.quantityLabel);
}
