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
import { validateFindDrugsQuery } from './find-drugs-service';
import { isApiError } from '../core/api-error';
import type { PriceProvider, ProviderCallContext } from '../providers/types';

/**
 * The savings that hold for a FindDrugs query's fill (lib/domain/results/savings.ts), from prices the
 * provider quotes: the query itself (the same search the results page made, so an upstream's
 * answer cache serves it again), the generic at the same form, strength and quantity, and three
 * times the quantity at the cheapest pharmacy. UseUC/UC are ignored: a caller's cash price for one
 * fill says nothing of another drug or quantity.
 */
export async function findSavings(
  { provider }: Pick<Container, 'provider'>,
  query: FindDrugsQuery,
  context: ProviderCallContext = {},
): Promise<FindSavingsAnswer> {
  const base: FindDrugsQuery = { ...query, ucOverrideUsd: null, priceOnly: false };
  const selected = await provider.findDrugs(base, context);
  const [generic, bulk] = await Promise.all([
    genericOf(provider, base, selected, context),
    bulkOf(provider, base, selected, context),
  ]);
  const Savings = [generic, bulk, nearbySaving(selected.Drugs)].filter(
    (saving): saving is Saving => saving !== null,
  );
  return { Savings };
}

/** FindSavings for a server-rendered results page: in process, no token (as findDrugsInProcess). */
export async function findSavingsInProcess(
  services: Container,
  params: URLSearchParams,
): Promise<FindSavingsAnswer> {
  return findSavings(services, validateFindDrugsQuery(services, params));
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

async function genericOf(
  provider: PriceProvider,
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
    provider.findDrugs(
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
