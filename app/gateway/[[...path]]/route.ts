import { ApiError } from '@/lib/server/core/api-error';
import { gatewayRoute } from '@/lib/server/http/gateway-route';

/**
 * `/gateway` itself and any other /gateway path (an optional catch-all, so the bare prefix is
 * one too): a 404 problem for API clients, not the site's HTML page.
 */
const notAnEndpoint = gatewayRoute(
  async (request) => {
    throw new ApiError(
      'route-not-found',
      `${new URL(request.url).pathname} is not a gateway endpoint.`,
    );
  },
  // One label for every unknown path, so nobody can grow the metrics without bound.
  { route: '/gateway/[[...path]]' },
);

export const GET = notAnEndpoint;
export const POST = notAnEndpoint;
export const PUT = notAnEndpoint;
export const PATCH = notAnEndpoint;
export const DELETE = notAnEndpoint;
export const OPTIONS = notAnEndpoint;
