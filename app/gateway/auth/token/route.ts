import { loginBodySchema, validateBody } from '@/lib/domain/auth-bodies';
import { tokenService } from '@/lib/server/auth';
import { requireClientKey } from '@/lib/server/auth/caller';
import { invalidParameters } from '@/lib/server/errors';
import { gatewayRoute, jsonResponse } from '@/lib/server/http';
import { readJsonObject } from '@/lib/server/json-body';
import { enforceRateLimit } from '@/lib/server/rate-limit';

/** POST /gateway/auth/token — login (CONTRACT §2 extension): issues a family's first token pair. */
export const POST = gatewayRoute(async (request) => {
  const clientKeyId = requireClientKey(request);
  await enforceRateLimit({ kind: 'api', id: clientKeyId });
  const body = validateBody(loginBodySchema, await readJsonObject(request));
  if (!body.ok) throw invalidParameters(body.errors);
  const pair = await tokenService().login(body.value.groupID, clientKeyId);
  return jsonResponse(pair, { headers: { 'Cache-Control': 'no-store' } });
});
