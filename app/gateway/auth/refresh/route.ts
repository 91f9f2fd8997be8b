import { refreshBodySchema } from '@/lib/domain/auth-bodies';
import { parseOrThrow } from '@/lib/domain/validation';
import { requireClientKey } from '@/lib/server/auth/caller';
import { container } from '@/lib/server/container';
import { gatewayRoute, jsonResponse } from '@/lib/server/http';
import { readJsonObject } from '@/lib/server/json-body';
import { enforceRateLimit } from '@/lib/server/rate-limit';

/** POST /gateway/auth/refresh — rotates a refresh token (SPEC §2, CONTRACT §2). */
export const POST = gatewayRoute(async (request) => {
  const clientKeyId = requireClientKey(request);
  await enforceRateLimit({ kind: 'api', id: clientKeyId });
  const body = parseOrThrow(refreshBodySchema, await readJsonObject(request));
  const pair = await container().tokens.refresh(body.refreshToken, clientKeyId);
  return jsonResponse(pair, { headers: { 'Cache-Control': 'no-store' } });
});
