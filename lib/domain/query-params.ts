import type { FieldError } from './problem';

/**
 * Query parameter names match case-insensitively (CONTRACT §3). Folds the query onto the
 * canonical spelling, drops unknown names, and reports names given more than once, since a
 * repeated parameter has no single meaning.
 */
export function canonicalizeQuery(
  params: URLSearchParams,
  canonicalNames: readonly string[],
): { values: Record<string, string>; errors: FieldError[] } {
  const byLowerCase = new Map(canonicalNames.map((name) => [name.toLowerCase(), name]));
  const values: Record<string, string> = {};
  const errors: FieldError[] = [];
  for (const [rawName, value] of params) {
    const name = byLowerCase.get(rawName.toLowerCase());
    if (name === undefined) continue;
    if (name in values) {
      if (!errors.some((e) => e.parameter === name)) {
        errors.push({ parameter: name, message: 'must be given at most once' });
      }
      continue;
    }
    values[name] = value;
  }
  return { values, errors };
}
