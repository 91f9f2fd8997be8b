import { refreshBodySchema } from '@/lib/domain/api/auth-bodies';
import { parseOrThrow } from '@/lib/domain/api/validation';
import { authenticateClient } from '@/lib/server/auth/caller';
import { gatewayRoute, jsonResponse } from '@/lib/server/http/gateway-route';
import { methodsNotAllowed } from '@/lib/server/http/method-not-allowed';
import { readJsonObject } from '@/lib/server/http/json-body';

/** POST /gateway/auth/refresh — rotates a refresh token (docs/auth.md, "Tokens"). */
export const POST = gatewayRoute(async (request, context) => {
  const clientKeyId = await authenticateClient(request, context);
  const body = parseOrThrow(refreshBodySchema, await readJsonObject(request));
  const pair = await context.services.tokens.refresh(body.refreshToken, clientKeyId);
  return jsonResponse(pair, { headers: { 'Cache-Control': 'no-store' } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST');
