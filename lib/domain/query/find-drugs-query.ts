import { z } from 'zod';
import { groupIdSchema } from '../api/group-id';
import type { Gazetteer, SearchOrigin } from '../place/location';
import { LOCATION_PARAMETERS } from '../api/constants';
import {
  locationShape,
  locationParamsOf,
  resolvePharmacySearch,
  type PharmacySelector,
} from './location-query';
import { NDC_RULE, normalizeNdc } from '../drug/ndc';
import { isValidQuantity, QTY_RULE } from './quantity';
import { decimal, normalized, querySchema, queryValues, text } from '../api/query-params';
import { API_DEFAULT_SORT, sortByOf, type SortBy } from './sort';
import { groupByOf, type GroupBy } from '../results/choices';
import { fieldErrorsOf, RequestValidationError } from '../api/validation';

/**
 * FindDrugs parameters in their canonical spelling (docs/API.md); SortBy, GroupBy, Form, Strength and
 * PharmacyId (among the location parameters) are our extensions.
 */
const FIND_DRUGS_PARAMETERS = [
  'groupID',
  'BrandIndicator',
  'DrugName',
  'GSN',
  'NDC',
  'IncludeDrugInfo',
  'PriceOnly',
  'Qty',
  'ReferencedBN',
  'UC',
  'UseUC',
  'SortBy',
  'GroupBy',
  'Form',
  'Strength',
  ...LOCATION_PARAMETERS,
] as const;

export type BrandIndicator = 'B' | 'G' | 'A';

/** A validated FindDrugs request in domain terms. */
export interface FindDrugsQuery {
  groupId: string;
  drugName: string | null;
  ndc: string | null;
  gsn: string | null;
  brandIndicator: BrandIndicator | null;
  referencedBrandName: string | null;
  /** Extensions: narrow the product to this dosage form / strength label (case-insensitive). */
  form: string | null;
  strength: string | null;
  /** Where distances are measured from; null only for a pharmacy-only search. */
  origin: SearchOrigin | null;
  /** The state of the searched ZIP or city; null or absent for coordinates (coverage note). */
  originState?: string | null;
  /** NCPDP_NPI, or our own id (PharmacyId): price at that one pharmacy. */
  pharmacyId: PharmacySelector | null;
  numPharm: number;
  quantity: number | null;
  /** UC when UseUC=true, replacing the pharmacy's own U&C in the comparison. */
  ucOverrideUsd: number | null;
  priceOnly: boolean;
  includeDrugInfo: boolean;
  sortBy: SortBy;
  /** Extension: fold the stores of one chain at one price into one choice (null: per store). */
  groupBy: GroupBy | null;
}

/** The product selectors and options of a FindDrugs query, all at their defaults (none given). */
export const NO_PRODUCT_OPTIONS = {
  drugName: null,
  ndc: null,
  gsn: null,
  brandIndicator: null,
  referencedBrandName: null,
  form: null,
  strength: null,
  quantity: null,
  ucOverrideUsd: null,
  priceOnly: false,
  includeDrugInfo: false,
  sortBy: API_DEFAULT_SORT,
  groupBy: null,
} as const satisfies Partial<FindDrugsQuery>;

/** `GroupBy`, a FindDrugs and FindBasket extension: fold the stores of a chain at one price. */
export const GROUP_BY_FIELD = normalized(groupByOf, 'must be chain')
  .describe(
    'Extension: chain folds the stores of one chain quoting one price into one choice (Choices); NumPharm then counts choices',
  )
  .optional();

const flag = z
  .string()
  .trim()
  .regex(/^(true|false|1|0)$/i, 'must be true, false, 1 or 0')
  .transform((v) => /^(true|1)$/i.test(v));

/** Every FindDrugs parameter's rule, by canonical name (the OpenAPI document lists them). */
export const FIND_DRUGS_FIELDS = {
  groupID: groupIdSchema.describe(
    'Group identifier: 1–32 letters, digits, "_" or "-"; must match the token’s or session’s group',
  ),
  BrandIndicator: z
    .string()
    .trim()
    .regex(/^[BGA]$/i, 'must be B, G or A')
    .transform((v) => v.toUpperCase() as BrandIndicator)
    .describe('B brand only, G generic only, A either (any case)')
    .optional(),
  DrugName: text(100)
    .describe('Brand or generic name, typo tolerant (one of DrugName, NDC or GSN is required)')
    .optional(),
  GSN: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'must be 1–6 digits')
    .transform((v) => v.padStart(6, '0'))
    .describe('Formulation id, 1–6 digits (ours in the embedded dataset)')
    .optional(),
  NDC: normalized(normalizeNdc, NDC_RULE)
    .describe('11 digits, or 10 digits hyphenated 4-4-2, 5-3-2 or 5-4-1')
    .optional(),
  IncludeDrugInfo: flag
    .describe(
      'true/false/1/0: add genericName, brandName, description, isDiscontinued, discontinuedDate',
    )
    .optional(),
  PriceOnly: flag
    .describe('true/false/1/0: empty pickers, drug trimmed to ndc, qty, ln')
    .optional(),
  Qty: decimal(QTY_RULE, isValidQuantity)
    .describe('Quantity to price, above 0 and at most 10000 (default: the usual fill)')
    .optional(),
  ReferencedBN: text(100).describe('Generics whose reference brand is this name').optional(),
  UC: decimal('must be a number of at least 0', (n) => n >= 0)
    .describe('A U&C (USD) to compare instead of the pharmacy’s, with UseUC=true')
    .optional(),
  UseUC: flag.describe('true/false/1/0: compare the UC given').optional(),
  Form: text(60).describe('Extension: this dosage form only, e.g. TABLET').optional(),
  Strength: text(60).describe('Extension: this strength only, e.g. 20 MG').optional(),
  SortBy: normalized(sortByOf, 'must be distance or price')
    .describe('Extension: distance (default) or price')
    .optional(),
  GroupBy: GROUP_BY_FIELD,
  ...locationShape,
};

const schema = querySchema(FIND_DRUGS_FIELDS);

/**
 * Validates a FindDrugs query string against docs/API.md, "FindDrugs", and resolves its location with the
 * gazetteer. Throws a RequestValidationError listing every invalid parameter, not just the first.
 */
export function parseFindDrugsQuery(params: URLSearchParams, gazetteer: Gazetteer): FindDrugsQuery {
  const given = queryValues(params, FIND_DRUGS_PARAMETERS);
  const parsed = schema.safeParse(given);
  const errors = parsed.success ? [] : fieldErrorsOf(parsed.error);
  if (!('DrugName' in given) && !('NDC' in given) && !('GSN' in given)) {
    errors.push({ parameter: 'DrugName', message: 'one of DrugName, NDC or GSN is required' });
  }
  const search = resolvePharmacySearch(locationParamsOf(parsed, given), given, gazetteer, errors);

  if (errors.length > 0 || !parsed.success) throw new RequestValidationError(errors);
  const d = parsed.data;
  return {
    groupId: d.groupID,
    drugName: d.DrugName ?? null,
    ndc: d.NDC ?? null,
    gsn: d.GSN ?? null,
    brandIndicator: d.BrandIndicator ?? null,
    referencedBrandName: d.ReferencedBN ?? null,
    form: d.Form ?? null,
    strength: d.Strength ?? null,
    origin: search.origin,
    originState: search.originState,
    pharmacyId: search.pharmacy,
    numPharm: search.numPharm,
    quantity: d.Qty ?? null,
    ucOverrideUsd: d.UseUC === true && d.UC !== undefined ? d.UC : null,
    priceOnly: d.PriceOnly ?? false,
    includeDrugInfo: d.IncludeDrugInfo ?? false,
    sortBy: d.SortBy ?? API_DEFAULT_SORT,
    groupBy: d.GroupBy ?? null,
  };
}
