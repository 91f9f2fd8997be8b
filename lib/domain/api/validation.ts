import type { z } from 'zod';
import type { FieldError } from './problem';

const BRAND = Symbol.for('rx-price-finder.RequestValidationError');

/** A request a client sent that breaks the rules; answered 400 with every bad parameter named. */
export class RequestValidationError extends Error {
  readonly [BRAND] = true;

  constructor(readonly fieldErrors: FieldError[]) {
    super(`invalid request: ${fieldErrors.map((e) => e.parameter).join(', ')}`);
    this.name = 'RequestValidationError';
  }
}

/**
 * Recognises the error by its brand rather than `instanceof`: Next bundles each route separately,
 * so a module shared between bundles may throw another bundle's copy of the class.
 */
export function isRequestValidationError(value: unknown): value is RequestValidationError {
  return typeof value === 'object' && value !== null && BRAND in value;
}

/** Zod issues as field errors: the first message per top-level field, in schema order. */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const parameter = String(issue.path[0] ?? 'body');
    if (!errors.some((e) => e.parameter === parameter)) {
      errors.push({ parameter, message: issue.message });
    }
  }
  return errors;
}

/**
 * Parses client input with a schema, or throws a RequestValidationError naming every bad field.
 * A bare ZodError is not assumed to be the client's fault (an upstream answer that fails its
 * schema is a 502), so client input goes through here.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new RequestValidationError(fieldErrorsOf(parsed.error));
  return parsed.data;
}
