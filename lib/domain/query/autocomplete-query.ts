import { z } from 'zod';
import { AUTOCOMPLETE_MIN_CHARS } from '../api/constants';
import { querySchema, queryValues } from '../api/query-params';
import { parseOrThrow } from '../api/validation';

/** The Autocomplete parameter's rule (the OpenAPI document lists it). */
export const AUTOCOMPLETE_FIELDS = {
  prefixText: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters')
    .describe(
      `What was typed so far, 1–100 characters; under ${AUTOCOMPLETE_MIN_CHARS} suggests nothing`,
    ),
};

const schema = querySchema(AUTOCOMPLETE_FIELDS);

/** Validates `GET /gateway/Drug/Autocomplete?prefixText=…`; returns the prefix or throws. */
export function parseAutocompleteQuery(params: URLSearchParams): string {
  return parseOrThrow(schema, queryValues(params, ['prefixText'])).prefixText;
}
