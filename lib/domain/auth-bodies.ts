import { z } from 'zod';
import { GROUP_ID_PATTERN, GROUP_ID_RULE } from './group-id';

/** Body of POST /gateway/auth/token (the login extension). */
export const loginBodySchema = z.object({
  groupID: z
    .string({ error: 'is required and must be a string' })
    .regex(GROUP_ID_PATTERN, GROUP_ID_RULE),
});

/** Body of POST /gateway/auth/refresh. */
export const refreshBodySchema = z.object({
  refreshToken: z
    .string({ error: 'is required and must be a string' })
    .min(1, 'is required')
    .max(512, 'is too long'),
});
