import { z } from 'zod';

/** A group identifier (docs/API.md, "FindDrugs"): 1–32 letters, digits, "_" or "-". */
export const GROUP_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const GROUP_ID_RULE = 'must be 1–32 letters, digits, "_" or "-"';

/** groupID as a query parameter, a login body field and a configuration value. */
export const groupIdSchema = z
  .string({ error: 'is required' })
  .min(1, 'is required')
  .regex(GROUP_ID_PATTERN, GROUP_ID_RULE);
