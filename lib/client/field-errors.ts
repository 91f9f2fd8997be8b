import { ApiProblem } from './api';

/** Messages for the search form's two fields. */
export interface SearchFieldErrors {
  drug?: string;
  location?: string;
}

const DRUG_PARAMETERS = new Set(['DrugName', 'NDC', 'GSN']);
const LOCATION_PARAMETERS = new Set([
  'Zip',
  'City',
  'State',
  'Lat',
  'Long',
  'Address1',
  'NCPDP_NPI',
]);

/** Maps a 400 problem's parameters onto the search form's fields; other errors go to `other`. */
export function fieldErrorsOf(error: unknown): { fields: SearchFieldErrors; other: string[] } {
  const fields: SearchFieldErrors = {};
  const other: string[] = [];
  if (!(error instanceof ApiProblem) || error.status !== 400) return { fields, other };
  for (const { parameter, message } of error.fieldErrors) {
    if (DRUG_PARAMETERS.has(parameter)) fields.drug ??= `${parameter} ${message}.`;
    else if (LOCATION_PARAMETERS.has(parameter))
      fields.location ??= `${parameter === 'Zip' ? 'ZIP code' : parameter}: ${message}.`;
    else other.push(`${parameter} ${message}.`);
  }
  return { fields, other };
}
