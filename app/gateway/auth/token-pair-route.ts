import type { z } from 'zod';
import type { TokenPair } from '@/lib/domain/api/auth-bodies';
import { parseOrThrow } from '@/lib/domain/api/validation';
import { authenticateClient } from '@/lib/server/auth/caller';
import type { TokenService } from '@/lib/server/auth/tokens';
import { gatewayRoute, jsonResponse } from '@/lib/server/http/gateway-route';
import { readJsonObject } from '@/lib/server/http/json-body';

/**
 * A POST that hands out a token pair (the login and the refresh): the client key first, then the
 * body, then the pair, never cached. The order is the rule: a caller without a valid key learns
 * nothing of what its body would have been answered.
 */
export function tokenPairRoute<Body>(
  bodySchema: z.ZodType<Body>,
  issue: (tokens: TokenService, body: Body, clientKeyId: string) => Promise<TokenPair>,
) {
  return gatewayRoute(async (request, context) => {
    const clientKeyId = await authenticateClient(request, context);
    const body = parseOrThrow(bodySchema, await readJsonObject(request));
    const pair = await issue(context.services.tokens, body, clientKeyId);
    return jsonResponse(pair, { headers: { 'Cache-Control': 'no-store' } });
  });
}
