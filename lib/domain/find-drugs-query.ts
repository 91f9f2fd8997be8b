import { z } from 'zod';
import type { GeoPoint } from './geo';
import { normalizeNdc } from './ndc';
import { isNcpdpId, isValidNpi } from './npi';
import type { FieldError } from './problem';
import { canonicalizeQuery } from './query-params';
import { USPS_STATE_CODES } from './us-states';

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
export const MAX_QTY = 10_000;

/** Resolves search locations; the server backs it with the embedded ZIP gazetteer. */
export interface Gazetteer {
  zip(zip5: string): GeoPoint | null;
  city(city: string, state: string): GeoPoint | null;
}

export type BrandIndicator = 'B' | 'G' | 'A';
export type SortBy = 'distance' | 'price';

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
  origin: GeoPoint | null;
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
const decimal = (range: string, valid: (n: number) => boolean) =>
  z
    .string()
    .trim()
    .regex(DECIMAL, `must be a number ${range}`)
    .transform(Number)
    .refine(valid, `must be a number ${range}`);
const flag = z
  .string()
  .trim()
  .regex(/^(true|false|1|0)$/i, 'must be true, false, 1 or 0')
  .transform((v) => /^(true|1)$/i.test(v));

const schema = z.object({
  groupID: z
    .string({ error: 'is required' })
    .min(1, 'is required')
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1–32 letters, digits, "_" or "-"'),
  Address1: text(100).optional(),
  BrandIndicator: z
    .string()
    .trim()
    .regex(/^[BGA]$/i, 'must be B, G or A')
    .transform((v) => v.toUpperCase() as BrandIndicator)
    .optional(),
  City: text(100).optional(),
  DrugName: text(100).optional(),
  GSN: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'must be 1–6 digits')
    .transform((v) => v.padStart(6, '0'))
    .optional(),
  NDC: z
    .string()
    .transform((v, ctx) => {
      const ndc = normalizeNdc(v);
      if (ndc === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be 11 digits, or 10 digits hyphenated 4-4-2, 5-3-2 or 5-4-1',
        });
        return z.NEVER;
      }
      return ndc;
    })
    .optional(),
  IncludeDrugInfo: flag.optional(),
  Lat: decimal('from -90 to 90', (n) => n >= -90 && n <= 90).optional(),
  Long: decimal('from -180 to 180', (n) => n >= -180 && n <= 180).optional(),
  NCPDP_NPI: z
    .string()
    .trim()
    .refine(
      (v) => isNcpdpId(v) || isValidNpi(v),
      'must be a 7-digit NCPDP id or a 10-digit NPI with a valid check digit',
    )
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
    .optional(),
  PriceOnly: flag.optional(),
  Qty: decimal(`greater than 0 and at most ${MAX_QTY}`, (n) => n > 0 && n <= MAX_QTY).optional(),
  ReferencedBN: text(100).optional(),
  State: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => USPS_STATE_CODES.has(v), 'must be a USPS two-letter state code')
    .optional(),
  UC: decimal('of at least 0', (n) => n >= 0).optional(),
  UseUC: flag.optional(),
  Zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-?\d{4})?$/, 'must be 5 digits or ZIP+4 (12345-6789 or 123456789)')
    .transform((v) => v.slice(0, 5))
    .optional(),
  Form: text(60).optional(),
  Strength: text(60).optional(),
  SortBy: z
    .string()
    .trim()
    .regex(/^(distance|price)$/i, 'must be distance or price')
    .transform((v) => v.toLowerCase() as SortBy)
    .optional(),
});

type ParsedParams = z.infer<typeof schema>;

export type FindDrugsValidation =
  { ok: true; query: FindDrugsQuery } | { ok: false; errors: FieldError[] };

/**
 * Validates a FindDrugs query string against CONTRACT §3 and resolves its location with the
 * gazetteer. Every invalid parameter is reported, not just the first.
 */
export function parseFindDrugsQuery(
  params: URLSearchParams,
  gazetteer: Gazetteer,
): FindDrugsValidation {
  const { values, errors } = canonicalizeQuery(params, FIND_DRUGS_PARAMETERS);
  // An empty optional parameter (`Zip=`) means "not given", as HTML forms send it.
  const given = Object.fromEntries(
    Object.entries(values).filter(([name, value]) => name === 'groupID' || value.trim() !== ''),
  );
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const parameter = String(issue.path[0] ?? 'query');
      if (!errors.some((e) => e.parameter === parameter))
        errors.push({ parameter, message: issue.message });
    }
  }
  const p: Partial<ParsedParams> = parsed.success ? parsed.data : {};
  const invalid = new Set(errors.map((e) => e.parameter));
  const isGiven = (name: string) => name in given;

  if (!isGiven('DrugName') && !isGiven('NDC') && !isGiven('GSN')) {
    errors.push({ parameter: 'DrugName', message: 'one of DrugName, NDC or GSN is required' });
  }
  const origin = resolveOrigin(p, isGiven, invalid, gazetteer, errors);

  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  const d = parsed.data;
  const pharmacyId = d.NCPDP_NPI
    ? { kind: d.NCPDP_NPI.length === 7 ? ('ncpdp' as const) : ('npi' as const), value: d.NCPDP_NPI }
    : null;
  return {
    ok: true,
    query: {
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
      sortBy: d.SortBy ?? 'distance',
    },
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
): GeoPoint | null {
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

  let zipPoint: GeoPoint | null = null;
  if (p.Zip !== undefined && !invalid.has('Zip')) {
    zipPoint = gazetteer.zip(p.Zip);
    if (!zipPoint) errors.push({ parameter: 'Zip', message: `ZIP code ${p.Zip} is not known` });
  }
  let cityPoint: GeoPoint | null = null;
  if (
    p.City !== undefined &&
    p.State !== undefined &&
    !invalid.has('City') &&
    !invalid.has('State')
  ) {
    cityPoint = gazetteer.city(p.City, p.State);
    if (!cityPoint) {
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
  if (p.Lat !== undefined && p.Long !== undefined) return { latitude: p.Lat, longitude: p.Long };
  return zipPoint ?? cityPoint;
}
