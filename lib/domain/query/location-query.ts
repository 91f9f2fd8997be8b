import { z } from 'zod';
import { DEFAULT_NUM_PHARM, MAX_NUM_PHARM, SEARCH_RADIUS_MILES } from '../api/constants';
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
} from '../place/location';
import { isNcpdpId, isValidNpi } from '../place/npi';
import { pharmacyIdOf, PHARMACY_ID_RULE } from '../place/pharmacy-id';
import type { FieldError } from '../api/problem';
import { decimal, normalized, text, type QueryValues } from '../api/query-params';

/*
 * Which pharmacies a gateway query is about: the rules of its location parameters and `NumPharm`
 * (named in ./constants). FindDrugs and FindBasket share these rules, so they are here once.
 */

/** One pharmacy named by the caller: by NCPDP or NPI (the interface), or by our own id (extension). */
export interface PharmacySelector {
  kind: 'npi' | 'ncpdp' | 'id';
  value: string;
}

/** Zod schemas of the location parameters, to spread into an endpoint's query schema. */
export const locationShape = {
  Address1: text(100)
    .describe('Street address; refines a Zip or City+State (the point stays the ZIP’s or city’s)')
    .optional(),
  City: text(100).describe('City of the search location, with State').optional(),
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
  PharmacyId: normalized(pharmacyIdOf, PHARMACY_ID_RULE)
    .describe(
      'Extension: our pharmacy id (ph_ and 12 or 16 hex digits) where NCPDP_NPI is accepted',
    )
    .optional(),
  State: normalized(stateCodeOf, STATE_RULE).describe('USPS state code, with City').optional(),
  Zip: normalized(zip5Of, ZIP_RULE)
    .describe('5 digits or ZIP+4 (12345-6789 or 123456789)')
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
    .describe(
      `How many pharmacies, 1–${MAX_NUM_PHARM} (default ${DEFAULT_NUM_PHARM}), the nearest within ${SEARCH_RADIUS_MILES} miles`,
    )
    .optional(),
};

/** The location parameters as parsed (each absent when not given or invalid). */
export type LocationParams = Partial<z.output<z.ZodObject<typeof locationShape>>>;

/** Where to search from, which single pharmacy (if any), and how many pharmacies. */
export interface PharmacySearch {
  /** Where distances are measured from; null only for a pharmacy-only search. */
  origin: SearchOrigin | null;
  /** The state of the searched ZIP or city (null for coordinates): its listing gaps are said. */
  originState: string | null;
  pharmacy: PharmacySelector | null;
  numPharm: number;
}

/**
 * The location parameters that are valid on their own: when another parameter fails the schema
 * (Qty=0), these are still checked against the gazetteer, so one answer names every bad
 * parameter (an unknown Zip beside the bad Qty).
 */
export function locationParamsOf(
  parsed: { success: true; data: LocationParams } | { success: false },
  given: QueryValues,
): LocationParams {
  if (parsed.success) return parsed.data;
  const valid: Record<string, unknown> = {};
  for (const [name, fieldSchema] of Object.entries(locationShape)) {
    const field = fieldSchema.safeParse(given[name]);
    if (field.success && field.data !== undefined) valid[name] = field.data;
  }
  return valid as LocationParams;
}

/**
 * Checks the location parameters together and resolves the search point with the gazetteer:
 * Lat+Long, else Zip, else City+State; each given part must be valid and known. Address1 only
 * refines a location, so it is never enough alone. Pushes every problem onto `errors`, where the
 * schema's own errors already are.
 */
export function resolvePharmacySearch(
  p: LocationParams,
  given: QueryValues,
  gazetteer: Gazetteer,
  errors: FieldError[],
): PharmacySearch {
  const isGiven = (name: string) => name in given;
  const invalid = new Set(errors.map((e) => e.parameter));
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
  if (isGiven('NCPDP_NPI') && isGiven('PharmacyId')) {
    errors.push({ parameter: 'PharmacyId', message: 'give NCPDP_NPI or PharmacyId, not both' });
  }

  let zipOrigin: PlacedOrigin | null = null;
  if (p.Zip !== undefined && !invalid.has('Zip')) {
    zipOrigin = placeOrigin({ kind: 'zip', zip: p.Zip }, gazetteer);
    if (!zipOrigin) errors.push({ parameter: 'Zip', message: `ZIP code ${p.Zip} is not known` });
  }
  let cityOrigin: PlacedOrigin | null = null;
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

  const namesPharmacy = isGiven('NCPDP_NPI') || isGiven('PharmacyId');
  const hasLocation =
    (hasLat && hasLong) || isGiven('Zip') || (hasCity && hasState) || namesPharmacy;
  // A half-given pair already has its own error; don't pile a second one on it.
  if (!hasLocation && hasLat === hasLong && hasCity === hasState) {
    errors.push({
      parameter: 'Zip',
      message: isGiven('Address1')
        ? 'Address1 needs a Zip or City and State; give one of Lat+Long, Zip, City+State, NCPDP_NPI or PharmacyId'
        : 'a location is required: one of Lat+Long, Zip, City+State, NCPDP_NPI or PharmacyId',
    });
  }
  const place = zipOrigin ?? cityOrigin;
  let origin = place?.origin ?? null;
  let originState = place?.state ?? null;
  if (p.Lat !== undefined && p.Long !== undefined) {
    const coords: SearchLocation = { kind: 'coords', lat: p.Lat, lon: p.Long };
    origin = { latitude: p.Lat, longitude: p.Long, label: originLabel(coords, null) };
    originState = null;
  }
  return {
    origin,
    originState,
    pharmacy: pharmacySelector(p),
    numPharm: p.NumPharm ?? DEFAULT_NUM_PHARM,
  };
}

function pharmacySelector(p: LocationParams): PharmacySelector | null {
  if (p.PharmacyId) return { kind: 'id', value: p.PharmacyId };
  if (!p.NCPDP_NPI) return null;
  return { kind: p.NCPDP_NPI.length === 7 ? 'ncpdp' : 'npi', value: p.NCPDP_NPI };
}

interface PlacedOrigin {
  origin: SearchOrigin;
  state: string;
}

/** A ZIP's or city's point, named, and its state; null when the gazetteer does not know it. */
function placeOrigin(
  location: Extract<SearchLocation, { kind: 'zip' | 'city' }>,
  gazetteer: Gazetteer,
): PlacedOrigin | null {
  const place =
    location.kind === 'zip'
      ? gazetteer.zip(location.zip)
      : gazetteer.city(location.city, location.state);
  if (!place) return null;
  return {
    origin: {
      latitude: place.latitude,
      longitude: place.longitude,
      label: originLabel(location, place),
    },
    state: place.state,
  };
}
