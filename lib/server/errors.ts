import 'server-only';
import type { FieldError } from '@/lib/domain/problem';

const API_ERROR_BRAND = Symbol.for('rx-price-finder.ApiError');

/** The one error type route code throws; `toProblemResponse` turns it into RFC 9457 JSON. */
export class ApiError extends Error {
  readonly [API_ERROR_BRAND] = true;

  /**
   * Next bundles each route (and instrumentation) separately, so a shared provider may throw
   * another bundle's copy of this class; recognise any copy by its brand.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && API_ERROR_BRAND in value;
  }

  constructor(
    readonly status: number,
    readonly slug: string,
    readonly title: string,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

export const invalidParameters = (errors: FieldError[]): ApiError =>
  new ApiError(
    400,
    'invalid-parameters',
    'Invalid request parameters',
    `${errors.length} parameter${errors.length === 1 ? ' is' : 's are'} invalid: ${[...new Set(errors.map((e) => e.parameter))].join(', ')}.`,
    errors,
  );

export const notFound = (detail: string): ApiError =>
  new ApiError(404, 'not-found', 'Nothing matches the request', detail);

export const unauthorized = (detail: string): ApiError =>
  new ApiError(401, 'unauthorized', 'Authentication required', detail, [], {
    'WWW-Authenticate': 'Bearer realm="gateway"',
  });

export const forbidden = (detail: string): ApiError =>
  new ApiError(403, 'forbidden', 'Not allowed for this group', detail);

export const tooManyRequests = (retryAfterSeconds: number): ApiError =>
  new ApiError(
    429,
    'rate-limited',
    'Too many requests',
    `Retry after ${retryAfterSeconds} s.`,
    [],
    {
      'Retry-After': String(retryAfterSeconds),
    },
  );

export const upstreamUnavailable = (detail: string): ApiError =>
  new ApiError(502, 'upstream-unavailable', 'The pricing source did not answer', detail);

/** Maps any thrown value to a problem+json Response; unknown faults become a bare 500. */
export function toProblemResponse(err: unknown, requestId: string): Response {
  const apiError =
    err instanceof ApiError
      ? err
      : new ApiError(
          500,
          'internal',
          'Internal error',
          `Unexpected fault; quote request id ${requestId} when reporting it.`,
        );
  const body = {
    type: `/problems/${apiError.slug}`,
    title: apiError.title,
    status: apiError.status,
    detail: apiError.detail,
    instance: requestId,
    ...(apiError.errors.length > 0 ? { errors: apiError.errors } : {}),
  };
  return new Response(JSON.stringify(body), {
    status: apiError.status,
    headers: {
      'Content-Type': 'application/problem+json; charset=utf-8',
      'Cache-Control': 'no-store',
      'x-request-id': requestId,
      ...apiError.headers,
    },
  });
}

export const unsupportedMediaType = (): ApiError =>
  new ApiError(
    415,
    'unsupported-media-type',
    'Unsupported media type',
    'Send the body as application/json.',
  );

export const payloadTooLarge = (maxBytes: number): ApiError =>
  new ApiError(
    413,
    'payload-too-large',
    'Request body too large',
    `The body limit is ${maxBytes} bytes.`,
  );
