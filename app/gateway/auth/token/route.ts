import { loginBodySchema } from '@/lib/domain/api/auth-bodies';
import { parseOrThrow } from '@/lib/domain/api/validation';
import { authenticateClient } from '@/lib/server/auth/caller';
import { gatewayRoute, jsonResponse } from '@/lib/server/http/gateway-route';
import { methodsNotAllowed } from '@/lib/server/http/method-not-allowed';
import { readJsonObject } from '@/lib/server/http/json-body';

/** POST /gateway/auth/token — login (an extension: docs/auth.md, "API callers"): issues a family's first token pair. */
export const POST = gatewayRoute(async (request, context) => {
  const clientKeyId = await authenticateClient(request, context);
  const body = parseOrThrow(loginBodySchema, await readJsonObject(request));
  const pair = await context.services.tokens.login(body.groupID, clientKeyId);
  return jsonResponse(pair, { headers: { 'Cache-Control': 'no-store' } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('POST');
