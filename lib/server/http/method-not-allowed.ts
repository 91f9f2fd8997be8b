import 'server-only';
import { ApiError } from '../core/api-error';
import { gatewayRoute } from './gateway-route';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
type Handler = (request: Request) => Promise<Response>;

/**
 * Handlers for the methods a route does not serve: a 405 problem with Allow, where Next alone
 * answers an empty body; and OPTIONS, whose Allow is the same list (Next's own OPTIONS listed
 * every exported method, these refusing ones too). Next derives HEAD from GET.
 */
export function methodsNotAllowed(...served: Method[]): Record<Method | 'OPTIONS', Handler> {
  const allow = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  const refuse = gatewayRoute(async (request) => {
    throw new ApiError(
      'method-not-allowed',
      `${request.method} is not served here; use ${served.join(' or ')}.`,
      [],
      { Allow: allow },
    );
  });
  const options = gatewayRoute(
    async () => new Response(null, { status: 204, headers: { Allow: allow } }),
  );
  return {
    ...(Object.fromEntries(METHODS.map((method) => [method, refuse])) as Record<Method, Handler>),
    OPTIONS: options,
  };
}
