import { DRUG_PARAMETERS, PLACE_PARAMETERS } from '@/lib/domain/constants';
import { ApiProblem } from '@/lib/domain/api-problem';

/** Messages for the search form's two fields. */
export interface SearchFieldErrors {
  drug?: string;
  location?: string;
}

const DRUG_FIELD = new Set<string>(DRUG_PARAMETERS);
const LOCATION_FIELD = new Set<string>(PLACE_PARAMETERS);

/** What the form calls a parameter, where that differs from the API's name. */
const PARAMETER_NAME: Record<string, string> = { Zip: 'ZIP code', DrugName: 'Drug name' };

/**
 * A field error as a sentence: a message that is one already ("ZIP code 00000 is not known")
 * stands alone; a rule ("must be 5 digits …") gets the field's name in front.
 */
function sentence(parameter: string, message: string): string {
  const text = /^[A-Z]/.test(message)
    ? message
    : `${PARAMETER_NAME[parameter] ?? parameter} ${message}`;
  return `${text}.`;
}

/** Maps a 400 problem's parameters onto the search form's fields; other errors go to `other`. */
export function fieldErrorsOf(error: unknown): { fields: SearchFieldErrors; other: string[] } {
  const fields: SearchFieldErrors = {};
  const other: string[] = [];
  if (!(error instanceof ApiProblem) || error.status !== 400) return { fields, other };
  for (const { parameter, message } of error.fieldErrors) {
    if (DRUG_FIELD.has(parameter)) fields.drug ??= sentence(parameter, message);
    else if (LOCATION_FIELD.has(parameter)) fields.location ??= sentence(parameter, message);
    else other.push(sentence(parameter, message));
  }
  return { fields, other };
}
