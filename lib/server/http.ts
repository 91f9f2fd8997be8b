import 'server-only';
import { randomUUID } from 'node:crypto';
import { ApiError, toProblemResponse } from './errors';
import { logger } from './logger';

export const MAX_QUERY_BYTES = 4096;
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's x-request-id when it is sane, otherwise a fresh UUID. */
export function requestIdOf(request: Request): string {
  const sent = request.headers.get('x-request-id');
  return sent && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

export interface GatewayContext {
  requestId: string;
  /** Headers added to whatever response the request ends with, error or not (e.g. Set-Cookie). */
  responseHeaders: Headers;
}

type GatewayHandler = (request: Request, context: GatewayContext) => Promise<Response>;

/**
 * Wraps a route handler: assigns the request id, rejects oversized query strings, and turns
 * every thrown error into problem+json in one place. Nothing a client sends can escape as a 500.
 */
export function gatewayRoute(handler: GatewayHandler): (request: Request) => Promise<Response> {
  return async (request) => {
    const requestId = requestIdOf(request);
    const context: GatewayContext = { requestId, responseHeaders: new Headers() };
    const startedAtMs = performance.now();
    let response: Response;
    try {
      const queryBytes = Buffer.byteLength(new URL(request.url).search);
      if (queryBytes > MAX_QUERY_BYTES) {
        throw new ApiError(
          414,
          'uri-too-long',
          'Query string too long',
          `The query string is ${queryBytes} bytes; the limit is ${MAX_QUERY_BYTES}.`,
        );
      }
      response = await handler(request, context);
      response.headers.set('x-request-id', requestId);
    } catch (err) {
      if (!(err instanceof ApiError)) {
        logger.error({ requestId, err: errorSummary(err) }, 'unexpected fault');
      }
      response = toProblemResponse(err, requestId);
    }
    context.responseHeaders.forEach((value, name) => response.headers.append(name, value));
    logger.info(
      {
        requestId,
        method: request.method,
        path: new URL(request.url).pathname,
        status: response.status,
        durationMs: Math.round(performance.now() - startedAtMs),
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
