import 'server-only';
import { bearerTokenOf } from '@/lib/domain/api/bearer';
import { clientAddressOf } from '@/lib/server/core/client-address';
import { crossSite, forbidden, unauthorized } from '@/lib/server/core/api-error';
import { isOwnOrigin } from '@/lib/server/core/public-origin';
import type { GatewayContext } from '@/lib/server/http/gateway-route';
import type { CallerVault, ProviderCallContext } from '@/lib/server/providers/types';
import { enforceRateLimit } from '@/lib/server/rate-limit';
import { TokenError } from '../core/token-error';
import { clientKeyIdOf } from './tokens';

/** Who is calling a gateway endpoint, once authenticated. */
export type Caller =
  | { kind: 'api'; clientKeyId: string; groupId: string }
  | { kind: 'browser'; sessionId: string; groupId: string; vault: CallerVault };

/**
 * What a price provider needs to know of the caller: the request id for its logs and, for a
 * browser, the vault in its sealed cookie. API callers share the provider's process-wide state.
 */
export function providerContextOf(caller: Caller, context: GatewayContext): ProviderCallContext {
  return {
    requestId: context.requestId,
    vault: caller.kind === 'browser' ? caller.vault : undefined,
  };
}

/** A 401 for a call without valid credentials, counted against its address's allowance (429). */
async function refuse(request: Request, context: GatewayContext, detail: string): Promise<never> {
  await enforceRateLimit(
    {
      kind: 'auth-failure',
      address: clientAddressOf(request, context.services.env),
    },
    context,
  );
  throw unauthorized(detail);
}

/**
 * Checks the client key header and counts the call against the key's rate limit; returns the key's
 * id. A missing or unknown key is a 401, and guessing is limited per client address (429).
 */
export async function authenticateClient(
  request: Request,
  context: GatewayContext,
): Promise<string> {
  const { env } = context.services;
  const clientKey = request.headers.get('x-svc-client-key');
  if (!clientKey || !env.clientKeys.has(clientKey)) {
    return refuse(request, context, 'Send a valid client key in the x-svc-client-key header.');
  }
  const clientKeyId = clientKeyIdOf(clientKey);
  await enforceRateLimit({ kind: 'api', clientKeyId }, context);
  return clientKeyId;
}

/**
 * Cookie-authenticated calls must come from our own pages: a cross-site request could otherwise
 * spend a visitor's session. A request with no browser headers at all is an API call without a key.
 * An Origin that is `null` (sandboxed frames, some redirects) or unparsable is treated as foreign;
 * with PUBLIC_ORIGIN set, only that origin (scheme included) is ours, whatever Host was sent.
 */
export async function assertSameOrigin(request: Request, context: GatewayContext): Promise<void> {
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  if (site === 'same-origin' || site === 'none') return;
  if (site === null && origin === null) {
    return refuse(request, context, 'Send the x-svc-client-key header and a Bearer access token.');
  }
  if (site === null && origin !== null) {
    const { publicOrigin } = context.services.env;
    const target = { url: request.url, host: request.headers.get('host') };
    if (isOwnOrigin(origin, publicOrigin, target)) return;
  }
  throw crossSite();
}

/**
 * The one seam where authentication plugs into the gateway's data endpoints. API callers need a
 * client key and a Bearer access token; the app's own pages are authorised by their sealed session
 * cookie. Both are rate limited (per client key, per session). A refused token is a TokenError,
 * which the error mapper answers with 401.
 */
export async function authenticateCaller(
  request: Request,
  context: GatewayContext,
): Promise<Caller> {
  const isApiCall = request.headers.has('x-svc-client-key') || request.headers.has('authorization');
  if (isApiCall) {
    const clientKeyId = await authenticateClient(request, context);
    const bearer = bearerTokenOf(request.headers.get('authorization'));
    if (!bearer)
      throw unauthorized('Send Authorization: Bearer <accessToken> (from /gateway/auth/token).');
    const claims = await context.services.tokens.verifyAccessToken(bearer);
    if (claims.clientKeyId !== clientKeyId) {
      throw new TokenError('access', 'issued to another client');
    }
    return { kind: 'api', clientKeyId, groupId: claims.groupId };
  }
  await assertSameOrigin(request, context);
  // Sessions cost nothing to start, so a client could hold many, each with its own allowance:
  // the address's calls are counted too, whatever sessions they come with (review N-M3).
  const address = clientAddressOf(request, context.services.env);
  await enforceRateLimit({ kind: 'browser-address', address }, context);
  const session = await context.services.browserSessions.open(request, context);
  context.sessionId = session.sessionId;
  return { kind: 'browser', ...session };
}

/** 403 unless the caller's token was issued for this groupID. */
function authorizeGroup(caller: Caller, groupId: string): void {
  if (caller.groupId !== groupId) {
    throw forbidden(
      `This ${caller.kind === 'api' ? 'token' : 'session'} is not valid for groupID ${groupId}.`,
    );
  }
}

/**
 * The steps every price search (FindDrugs, FindBasket, FindSavings) takes before its service: the
 * caller authenticated, the query string validated (every bad parameter at once), the caller
 * authorised for the query's groupID — in that order, so a call without credentials is a 401
 * whatever its parameters. Returns the query and what the price provider needs of the caller.
 */
export async function authorizedSearch<Query extends { groupId: string }>(
  request: Request,
  context: GatewayContext,
  validate: (services: GatewayContext['services'], params: URLSearchParams) => Query,
): Promise<{ query: Query; provider: ProviderCallContext }> {
  const caller = await authenticateCaller(request, context);
  const query = validate(context.services, new URL(request.url).searchParams);
  authorizeGroup(caller, query.groupId);
  return { query, provider: providerContextOf(caller, context) };
}
