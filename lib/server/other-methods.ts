import 'server-only';
import { ApiError } from './errors';
import { gatewayRoute } from './http';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Handlers for the methods a route does not serve: a 405 problem with Allow, where Next alone
 * answers an empty body. (Next derives HEAD from GET and OPTIONS from the exports.)
 */
export function methodsNotAllowed(
  ...served: Method[]
): Record<Method, (request: Request) => Promise<Response>> {
  const allow = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
  const refuse = gatewayRoute(async (request) => {
    throw new ApiError(
      'method-not-allowed',
      `${request.method} is not served here; use ${served.join(' or ')}.`,
      [],
      {
        Allow: allow,
      },
    );
  });
  return Object.fromEntries(METHODS.map((method) => [method, refuse])) as Record<
    Method,
    (request: Request) => Promise<Response>
  >;
}
