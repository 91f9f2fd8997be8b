/**
 * Rules the browser and the server both apply, kept free of zod so client code can import them
 * without the validation library: the gateway's schemas, the search form and the messages read
 * the same numbers and names from here.
 */

/** A shorter prefix (once normalised) suggests nothing: too many names would match. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_MAX_NAMES = 10;

/** How far a search looks for pharmacies around its location. */
export const SEARCH_RADIUS_MILES = 100;
export const DEFAULT_NUM_PHARM = 25;
export const MAX_NUM_PHARM = 100;

/** The parameters that say which medicine (the search form's drug field). */
export const DRUG_PARAMETERS = ['DrugName', 'NDC', 'GSN'] as const;

/**
 * The parameters that say where (the search form's location field): the interface's location
 * parameters plus our `PharmacyId`.
 */
export const PLACE_PARAMETERS = [
  'Address1',
  'City',
  'Lat',
  'Long',
  'NCPDP_NPI',
  'PharmacyId',
  'State',
  'Zip',
] as const;

/** Which pharmacies a query is about: where, and how many. FindDrugs and FindBasket share them. */
export const LOCATION_PARAMETERS = [...PLACE_PARAMETERS, 'NumPharm'] as const;
