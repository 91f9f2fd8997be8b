import { z } from 'zod';
import { groupIdSchema } from './group-id';
import {
  isLatitude,
  isLongitude,
  LATITUDE_RULE,
  LONGITUDE_RULE,
  originLabel,
  STATE_RULE,
  stateCodeOf,
  zip5Of,
  ZIP_RULE,
  type Gazetteer,
  type SearchLocation,
  type SearchOrigin,
} from './location';
import { normalizeNdc } from './ndc';
import { isNcpdpId, isValidNpi } from './npi';
import type { FieldError } from './problem';
import { isValidQuantity, QTY_RULE } from './quantity';
import { querySchema, queryValues } from './query-params';
import { API_DEFAULT_SORT, sortByOf, type SortBy } from './sort';
import { fieldErrorsOf, RequestValidationError } from './validation';

/** FindDrugs parameters in their canonical (SPEC) spelling; SortBy, Form and Strength are our extensions. */
export const FIND_DRUGS_PARAMETERS = [
  'groupID',
  'Address1',
  'BrandIndicator',
  'City',
  'DrugName',
  'GSN',
  'NDC',
  'IncludeDrugInfo',
  'Lat',
  'Long',
  'NCPDP_NPI',
  'NumPharm',
  'PriceOnly',
  'Qty',
  'ReferencedBN',
  'State',
  'UC',
  'UseUC',
  'Zip',
  'SortBy',
  'Form',
  'Strength',
] as const;

export const DEFAULT_NUM_PHARM = 25;
export const MAX_NUM_PHARM = 100;

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
  /** Where distances are measured from; null only for a pharmacy-id-only search. */
  origin: SearchOrigin | null;
  pharmacyId: { kind: 'npi' | 'ncpdp'; value: string } | null;
  numPharm: number;
  quantity: number | null;
  /** UC when UseUC=true, replacing the pharmacy's own U&C in the comparison. */
  ucOverrideUsd: number | null;
  priceOnly: boolean;
  includeDrugInfo: boolean;
  sortBy: SortBy;
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const decimal = (rule: string, valid: (n: number) => boolean) =>
  z
    .string()
    .trim()
    .regex(DECIMAL, rule)
    .transform(Number)
    // A long enough string of digits parses to Infinity, which no rule below means to accept.
    .refine((n) => Number.isFinite(n) && valid(n), rule);
const flag = z
  .string()
  .trim()
  .regex(/^(true|false|1|0)$/i, 'must be true, false, 1 or 0')
  .transform((v) => /^(true|1)$/i.test(v));
/** A rule that is also a normaliser: the normalised value, or the rule's message. */
const normalized = <T extends string>(normalize: (v: string) => T | null, rule: string) =>
  z.string().transform((v, ctx): T => {
    const value = normalize(v);
    if (value !== null) return value;
    ctx.addIssue({ code: 'custom', message: rule });
    return z.NEVER;
  });

/** Every FindDrugs parameter's rule, by canonical name (the OpenAPI document lists them). */
export const FIND_DRUGS_FIELDS = {
  groupID: groupIdSchema.describe(
    'Group identifier: 1–32 letters, digits, "_" or "-"; must match the token’s or session’s group',
  ),
  Address1: text(100)
    .describe('Street address; refines a Zip or City+State (the point stays the ZIP’s or city’s)')
    .optional(),
  BrandIndicator: z
    .string()
    .trim()
    .regex(/^[BGA]$/i, 'must be B, G or A')
    .transform((v) => v.toUpperCase() as BrandIndicator)
    .describe('B brand only, G generic only, A either (any case)')
    .optional(),
  City: text(100).describe('City of the search location, with State').optional(),
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
  NDC: normalized(normalizeNdc, 'must be 11 digits, or 10 digits hyphenated 4-4-2, 5-3-2 or 5-4-1')
    .describe('11 digits, or 10 digits hyphenated 4-4-2, 5-3-2 or 5-4-1')
    .optional(),
  IncludeDrugInfo: flag
    .describe(
      'true/false/1/0: add genericName, brandName, description, isDiscontinued, discontinuedDate',
    )
    .optional(),
  Lat: decimal(LATITUDE_RULE, isLatitude).describe('Latitude, -90 to 90, with Long').optional(),
  Long: decimal(LONGITUDE_RULE, isLongitude)
    .describe('Longitude, -180 to 180, with Lat')
    .optional(),
  NCPDP_NPI: z
    .string()
    .trim()
    .refine(
      (v) => isNcpdpId(v) || isValidNpi(v),
      'must be a 7-digit NCPDP id or a 10-digit NPI with a valid check digit',
    )
    .describe('7-digit NCPDP id or 10-digit NPI (check digit verified): that pharmacy only')
    .optional(),
  NumPharm: z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from 1 to ${MAX_NUM_PHARM}`)
    .transform(Number)
    .refine(
      (n) => n >= 1 && n <= MAX_NUM_PHARM,
      `must be a whole number from 1 to ${MAX_NUM_PHARM}`,
    )
    .describe('How many pharmacies, 1–100 (default 25), the nearest within 100 miles')
    .optional(),
  PriceOnly: flag
    .describe('true/false/1/0: empty pickers, drug trimmed to ndc, qty, ln')
    .optional(),
  Qty: decimal(QTY_RULE, isValidQuantity)
    .describe('Quantity to price, above 0 and at most 10000 (default: the usual fill)')
    .optional(),
  ReferencedBN: text(100).describe('Generics whose reference brand is this name').optional(),
  State: normalized(stateCodeOf, STATE_RULE).describe('USPS state code, with City').optional(),
  UC: decimal('must be a number of at least 0', (n) => n >= 0)
    .describe('A U&C (USD) to compare instead of the pharmacy’s, with UseUC=true')
    .optional(),
  UseUC: flag.describe('true/false/1/0: compare the UC given').optional(),
  Zip: normalized(zip5Of, ZIP_RULE)
    .describe('5 digits or ZIP+4 (12345-6789 or 123456789)')
    .optional(),
  Form: text(60).describe('Extension: this dosage form only, e.g. TABLET').optional(),
  Strength: text(60).describe('Extension: this strength only, e.g. 20 MG').optional(),
  SortBy: normalized(sortByOf, 'must be distance or price')
    .describe('Extension: distance (default) or price')
    .optional(),
};

const schema = querySchema(FIND_DRUGS_FIELDS);

type ParsedParams = z.infer<typeof schema>;

/**
 * Validates a FindDrugs query string against CONTRACT §3 and resolves its location with the
 * gazetteer. Throws a RequestValidationError listing every invalid parameter, not just the first.
 */
export function parseFindDrugsQuery(params: URLSearchParams, gazetteer: Gazetteer): FindDrugsQuery {
  const given = queryValues(params, FIND_DRUGS_PARAMETERS);
  const parsed = schema.safeParse(given);
  const errors = parsed.success ? [] : fieldErrorsOf(parsed.error);
  const p: Partial<ParsedParams> = parsed.success ? parsed.data : {};
  const invalid = new Set(errors.map((e) => e.parameter));
  const isGiven = (name: string) => name in given;

  if (!isGiven('DrugName') && !isGiven('NDC') && !isGiven('GSN')) {
    errors.push({ parameter: 'DrugName', message: 'one of DrugName, NDC or GSN is required' });
  }
  const origin = resolveOrigin(p, isGiven, invalid, gazetteer, errors);

  if (errors.length > 0 || !parsed.success) throw new RequestValidationError(errors);
  const d = parsed.data;
  const pharmacyId = d.NCPDP_NPI
    ? { kind: d.NCPDP_NPI.length === 7 ? ('ncpdp' as const) : ('npi' as const), value: d.NCPDP_NPI }
    : null;
  return {
    groupId: d.groupID,
    drugName: d.DrugName ?? null,
    ndc: d.NDC ?? null,
    gsn: d.GSN ?? null,
    brandIndicator: d.BrandIndicator ?? null,
    referencedBrandName: d.ReferencedBN ?? null,
    form: d.Form ?? null,
    strength: d.Strength ?? null,
    origin,
    pharmacyId,
    numPharm: d.NumPharm ?? DEFAULT_NUM_PHARM,
    quantity: d.Qty ?? null,
    ucOverrideUsd: d.UseUC === true && d.UC !== undefined ? d.UC : null,
    priceOnly: d.PriceOnly ?? false,
    includeDrugInfo: d.IncludeDrugInfo ?? false,
    sortBy: d.SortBy ?? API_DEFAULT_SORT,
  };
}

/**
 * Picks the search point: Lat+Long, else Zip, else City+State; each given part must be valid
 * and known to the gazetteer. Address1 only refines a location, so it is never enough alone.
 */
function resolveOrigin(
  p: Partial<ParsedParams>,
  isGiven: (name: string) => boolean,
  invalid: ReadonlySet<string>,
  gazetteer: Gazetteer,
  errors: FieldError[],
): SearchOrigin | null {
  const hasLat = isGiven('Lat');
  const hasLong = isGiven('Long');
  if (hasLat !== hasLong) {
    errors.push(
      hasLat
        ? { parameter: 'Long', message: 'is required with Lat' }
        : { parameter: 'Lat', message: 'is required with Long' },
    );
  }
  const hasCity = isGiven('City');
  const hasState = isGiven('State');
  const hasOtherPoint = (hasLat && hasLong) || isGiven('Zip');
  if (hasCity !== hasState && !hasOtherPoint) {
    errors.push(
      hasCity
        ? { parameter: 'State', message: 'is required with City' }
        : { parameter: 'City', message: 'is required with State' },
    );
  }

  let zipOrigin: SearchOrigin | null = null;
  if (p.Zip !== undefined && !invalid.has('Zip')) {
    zipOrigin = placeOrigin({ kind: 'zip', zip: p.Zip }, gazetteer);
    if (!zipOrigin) errors.push({ parameter: 'Zip', message: `ZIP code ${p.Zip} is not known` });
  }
  let cityOrigin: SearchOrigin | null = null;
  if (
    p.City !== undefined &&
    p.State !== undefined &&
    !invalid.has('City') &&
    !invalid.has('State')
  ) {
    cityOrigin = placeOrigin({ kind: 'city', city: p.City, state: p.State }, gazetteer);
    if (!cityOrigin) {
      errors.push({ parameter: 'City', message: `${p.City}, ${p.State} is not a known city` });
    }
  }

  const hasLocation =
    (hasLat && hasLong) || isGiven('Zip') || (hasCity && hasState) || isGiven('NCPDP_NPI');
  // A half-given pair already has its own error; don't pile a second one on it.
  if (!hasLocation && hasLat === hasLong && hasCity === hasState) {
    errors.push({
      parameter: 'Zip',
      message: isGiven('Address1')
        ? 'Address1 needs a Zip or City and State; give one of Lat+Long, Zip, City+State or NCPDP_NPI'
        : 'a location is required: one of Lat+Long, Zip, City+State or NCPDP_NPI',
    });
  }
  if (p.Lat !== undefined && p.Long !== undefined) {
    const coords: SearchLocation = { kind: 'coords', lat: p.Lat, lon: p.Long };
    return { latitude: p.Lat, longitude: p.Long, label: originLabel(coords, null) };
  }
  return zipOrigin ?? cityOrigin;
}

/** A ZIP's or city's point, named; null when the gazetteer does not know it. */
function placeOrigin(
  location: Extract<SearchLocation, { kind: 'zip' | 'city' }>,
  gazetteer: Gazetteer,
): SearchOrigin | null {
  const place =
    location.kind === 'zip'
      ? gazetteer.zip(location.zip)
      : gazetteer.city(location.city, location.state);
  if (!place) return null;
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    label: originLabel(location, place),
  };
}
