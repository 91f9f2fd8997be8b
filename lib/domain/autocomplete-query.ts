import { z } from 'zod';
import type { FieldError } from './problem';
import { canonicalizeQuery } from './query-params';

export const AUTOCOMPLETE_MAX_NAMES = 10;

const schema = z.object({
  prefixText: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters'),
});

/** Validates `GET /gateway/Drug/Autocomplete?prefixText=…`. */
export function parseAutocompleteQuery(
  params: URLSearchParams,
): { ok: true; prefixText: string } | { ok: false; errors: FieldError[] } {
  const { values, errors } = canonicalizeQuery(params, ['prefixText']);
  const parsed = schema.safeParse(values);
  if (parsed.success && errors.length === 0)
    return { ok: true, prefixText: parsed.data.prefixText };
  for (const issue of parsed.error?.issues ?? []) {
    if (!errors.some((e) => e.parameter === 'prefixText')) {
      errors.push({ parameter: 'prefixText', message: issue.message });
    }
  }
  return { ok: false, errors };
}
