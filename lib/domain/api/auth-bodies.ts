import { z } from 'zod';
import { GROUP_ID_PATTERN, GROUP_ID_RULE } from './group-id';

/** Body of POST /gateway/auth/token (the login extension). */
export const loginBodySchema = z
  .object({
    groupID: z
      .string({ error: 'is required and must be a string' })
      .regex(GROUP_ID_PATTERN, GROUP_ID_RULE),
  })
  .meta({ id: 'LoginBody' });

/** Body of POST /gateway/auth/refresh. */
export const refreshBodySchema = z
  .object({
    refreshToken: z
      .string({ error: 'is required and must be a string' })
      .min(1, 'is required')
      .max(512, 'is too long'),
  })
  .meta({ id: 'RefreshBody' });

/** The token response of a refresh (docs/auth.md, "Tokens"), also returned by the login extension. */
export const tokenPairSchema = z
  .object({
    accessToken: z.string().describe('JWT for Authorization: Bearer'),
    refreshToken: z.string().describe('Single use: it rotates on every refresh'),
    expiresIn: z.number().int().describe('Seconds before the access token expires'),
    tokenType: z.literal('Bearer'),
  })
  .meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** GET /gateway/session: the page's anonymous session, never a token. */
export const sessionInfoSchema = z
  .object({
    memberId: z.string().describe('Discount-card member id, stable for the session'),
    groupID: z.string(),
  })
  .meta({ id: 'SessionInfo' });
