import { refreshBodySchema, validateBody } from '@/lib/domain/auth-bodies';
import { tokenService } from '@/lib/server/auth';
import { requireClientKey } from '@/lib/server/auth/caller';
import { TokenError } from '@/lib/server/auth/tokens';
import { invalidParameters, unauthorized } from '@/lib/server/errors';
import { gatewayRoute, jsonResponse } from '@/lib/server/http';
import { readJsonObject } from '@/lib/server/json-body';
import { enforceRateLimit } from '@/lib/server/rate-limit';

/** POST /gateway/auth/refresh — rotates a refresh token (SPEC §2, CONTRACT §2). */
export const POST = gatewayRoute(async (request) => {
  const clientKeyId = requireClientKey(request);
  await enforceRateLimit({ kind: 'api', id: clientKeyId });
  const body = validateBody(refreshBodySchema, await readJsonObject(request));
  if (!body.ok) throw invalidParameters(body.errors);
  try {
    const pair = await tokenService().refresh(body.value.refreshToken, clientKeyId);
    return jsonResponse(pair, { headers: { 'Cache-Control': 'no-store' } });
  } catch (err) {
    if (err instanceof TokenError) {
      throw unauthorized('The refresh token is unknown, expired, revoked or was already used.');
    }
    throw err;
  }
});
