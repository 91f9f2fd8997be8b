import { z } from 'zod';

/** A query folded onto canonical names: one string, or every value of a repeated parameter. */
export type QueryValues = Record<string, string | string[]>;

/**
 * Query parameter names match case-insensitively (CONTRACT §3). Folds the query onto the canonical
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
