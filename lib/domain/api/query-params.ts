import { z } from 'zod';
import { DECIMAL_PATTERN } from './decimal';

/** A query folded onto canonical names: one string, or every value of a repeated parameter. */
export type QueryValues = Record<string, string | string[]>;

/**
 * Query parameter names match case-insensitively (docs/API.md, "FindDrugs"). Folds the query onto the canonical
 * spellings and drops unknown names. An empty value (`Zip=`) means "not given", as HTML forms
 * send it; a repeated parameter keeps all its values so the schema can refuse it.
 */
export function queryValues(
  params: URLSearchParams,
  canonicalNames: readonly string[],
): QueryValues {
  const byLowerCase = new Map(canonicalNames.map((name) => [name.toLowerCase(), name]));
  const values: QueryValues = {};
  for (const [rawName, value] of params) {
    const name = byLowerCase.get(rawName.toLowerCase());
    if (name === undefined) continue;
    const earlier = values[name];
    if (earlier === undefined) values[name] = value;
    else values[name] = [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  for (const [name, value] of Object.entries(values)) {
    if (value === '' || (typeof value === 'string' && value.trim() === '')) delete values[name];
  }
  return values;
}

/** A parameter has a single meaning only when it is given once. */
const once = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value, ctx) => {
    if (!Array.isArray(value)) return value;
    ctx.addIssue({ code: 'custom', message: 'must be given at most once' });
    return undefined;
  }, schema);

/** An object schema over query values whose every parameter must be given at most once. */
export function querySchema<Shape extends Record<string, z.ZodType>>(shape: Shape) {
  const wrapped = Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [name, once(schema)]),
  ) as { [K in keyof Shape]: ReturnType<typeof once<Shape[K]>> };
  return z.object(wrapped);
}

/** Free text of at most `max` characters, trimmed. */
export const text = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`);

/** A plain decimal number (no exponent, no hex) that satisfies `valid`, else the rule's message. */
export const decimal = (rule: string, valid: (n: number) => boolean) =>
  z
    .string()
    .trim()
    .regex(DECIMAL_PATTERN, rule)
    .transform(Number)
    // A long enough string of digits parses to Infinity, which no rule means to accept.
    .refine((n) => Number.isFinite(n) && valid(n), rule);

/** A rule that is also a normaliser: the normalised value, or the rule's message. */
export const normalized = <T extends string>(normalize: (v: string) => T | null, rule: string) =>
  z.string().transform((v, ctx): T => {
    const value = normalize(v);
    if (value !== null) return value;
    ctx.addIssue({ code: 'custom', message: rule });
    return z.NEVER;
  });
