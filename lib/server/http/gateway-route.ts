import 'server-only';
import { requestIdOf as saneRequestIdOf } from '@/server/request-facts.mjs';
import { container, type Container } from '../runtime/container';
import { isExpectedError, toProblemResponse } from './errors';
import { uriTooLong } from '../core/api-error';
import { rateLimitFields, type RateLimitLedger } from '../rate-limit';
import { isStoreUnavailableError } from '../core/store-error';

const MAX_QUERY_BYTES = 4096;
/**
 * The caller's x-request-id when it is sane, otherwise a fresh UUID. Behind server.mjs the header
 * always holds a sane id (it assigned one), so the server's answers and the app's agree.
 */
const requestIdOf = (request: Request): string =>
  saneRequestIdOf(request.headers.get('x-request-id'));

export interface GatewayContext extends RateLimitLedger {
  requestId: string;
  /** The process's services: handlers and what they call reach them here, never by container(). */
  services: Container;
  /**
   * Collects headers added to whatever response the request ends with, error or not (the
   * session's Set-Cookie): a Response, so iron-session can write its cookie into it.
   */
  headerCarrier: Response;
  /**
   * The browser session a cookie call ran in, for the request's log line: what an operator
   * revokes (scripts/revoke-session.ts). It names the session, it is no credential.
   */
  sessionId?: string;
}

type GatewayHandler = (request: Request, context: GatewayContext) => Promise<Response>;

export interface GatewayRouteOptions {
  /** The route label for metrics; the path by default (a catch-all must name itself). */
  route?: string;
}

/**
 * Wraps a route handler: assigns the request id, rejects oversized query strings, and turns
 * every thrown error into problem+json in one place. Nothing a client sends can escape as a 500.
 */
export function gatewayRoute(
  handler: GatewayHandler,
  options: GatewayRouteOptions = {},
): (request: Request) => Promise<Response> {
  return async (request) => {
    const requestId = requestIdOf(request);
    const services = container();
    const context: GatewayContext = {
      requestId,
      services,
      headerCarrier: new Response(null),
      rateLimits: [],
    };
    const startedAtMs = performance.now();
    const { logger, metrics, redis } = services;
    let response: Response;
    try {
      const queryBytes = Buffer.byteLength(new URL(request.url).search);
      if (queryBytes > MAX_QUERY_BYTES) throw uriTooLong(queryBytes, MAX_QUERY_BYTES);
      response = await handler(request, context);
      response.headers.set('x-request-id', requestId);
    } catch (err) {
      if (!isExpectedError(err)) {
        logger.error({ requestId, err: errorSummary(err) }, 'unexpected fault');
      }
      if (isStoreUnavailableError(err)) {
        metrics.storeErrors.inc({ store: redis ? 'redis' : 'sqlite' });
      }
      response = toProblemResponse(err, requestId);
    }
    context.headerCarrier.headers.forEach((value, name) => response.headers.append(name, value));
    for (const [name, value] of Object.entries(rateLimitFields(context))) {
      response.headers.set(name, value);
    }
    const path = new URL(request.url).pathname;
    const durationMs = performance.now() - startedAtMs;
    const route = options.route ?? path;
    metrics.requests.inc({ route, method: request.method, status: String(response.status) });
    metrics.requestSeconds.observe({ route, method: request.method }, durationMs / 1000);
    logger.info(
      {
        requestId,
        method: request.method,
        path,
        status: response.status,
        durationMs: Math.round(durationMs),
        ...(context.sessionId ? { sessionId: context.sessionId } : {}),
      },
      'request',
    );
    return response;
  };
}

/** Error name, message and stack for the log only; never sent to clients. */
function errorSummary(err: unknown): Record<string, unknown> {
  return err instanceof Error
    ? { name: err.name, message: err.message, stack: err.stack }
    : { value: String(err) };
}

/** A JSON 200 (or other) response with the API's content type. */
export function jsonResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers },
  });
}
