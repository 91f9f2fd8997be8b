import { z } from 'zod';
import type { FieldError } from './problem';

export const GROUP_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** Body of POST /gateway/auth/token (the login extension). */
export const loginBodySchema = z.object({
  groupID: z
    .string({ error: 'is required and must be a string' })
    .regex(GROUP_ID_PATTERN, 'must be 1–32 letters, digits, "_" or "-"'),
});

/** Body of POST /gateway/auth/refresh. */
export const refreshBodySchema = z.object({
  refreshToken: z
    .string({ error: 'is required and must be a string' })
    .min(1, 'is required')
    .max(512, 'is too long'),
});

/** Validates a parsed body; every bad field is listed. */
export function validateBody<T>(
  schema: z.ZodType<T>,
  body: unknown,
): { ok: true; value: T } | { ok: false; errors: FieldError[] } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => ({
      parameter: String(issue.path[0] ?? 'body'),
      message: issue.message,
    })),
  };
}
