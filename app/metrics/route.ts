import { timingSafeEqual } from 'node:crypto';
import { bearerTokenOf } from '@/lib/domain/api/bearer';
import { clientAddressOf } from '@/lib/server/core/client-address';
import { ApiError, unauthorized } from '@/lib/server/core/api-error';
import { gatewayRoute } from '@/lib/server/http/gateway-route';
import { methodsNotAllowed } from '@/lib/server/http/method-not-allowed';
import { assertUnderLimit, enforceRateLimit } from '@/lib/server/rate-limit';

/** Whether the Authorization header carries the metrics token (compared in constant time). */
function bearerMatches(header: string | null, token: string): boolean {
  const sent = Buffer.from(bearerTokenOf(header) ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** Prometheus metrics, for a scraper holding METRICS_TOKEN; absent when no token is configured. */
export const GET = gatewayRoute(async (request, context) => {
  const { env, metrics } = context.services;
  if (!env.metricsToken) {
    throw new ApiError('route-not-found', 'Metrics are off: set METRICS_TOKEN to expose them.');
  }
  // Guessing the token is limited per address like client keys, and checked before comparing.
  const guesser = {
    kind: 'auth-failure',
    address: clientAddressOf(request, env),
  } as const;
  await assertUnderLimit(guesser, context);
  const authorization = request.headers.get('authorization');
  if (!bearerMatches(authorization, env.metricsToken)) {
    await enforceRateLimit(guesser, context);
    throw unauthorized('Send Authorization: Bearer <METRICS_TOKEN>.', authorization !== null);
  }
  return new Response(await metrics.registry.metrics(), {
    headers: { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' },
  });
});

// Next alone answers the other methods with an empty 405; these say what is served.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET');
