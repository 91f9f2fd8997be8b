import 'server-only';
import {
  PROBLEM_TYPES,
  problemType,
  type FieldError,
  type PricedVariant,
  type Problem,
  type ProblemExtensions,
  type ProblemSlug,
} from '@/lib/domain/problem';
import { isRequestValidationError } from '@/lib/domain/validation';
import { isStoreUnavailableError } from '../runtime/store-error';
import { isTokenError } from '../auth/token-error';

const API_ERROR_BRAND = Symbol.for('rx-price-finder.ApiError');

/** The one error type route code throws: a problem kind from the catalogue and what went wrong. */
export class ApiError extends Error {
  readonly [API_ERROR_BRAND] = true;
  readonly status: number;
  readonly title: string;

  constructor(
    readonly slug: ProblemSlug,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
    /** Extension members: what is priced instead, names meant, or names that contain it. */
    readonly extensions: ProblemExtensions = {},
  ) {
    super(detail);
    this.name = 'ApiError';
    this.status = PROBLEM_TYPES[slug].status;
    this.title = PROBLEM_TYPES[slug].title;
  }
}

/**
 * Recognises an ApiError by its brand: Next bundles each route (and instrumentation) separately,
 * and the shared provider may throw another bundle's copy of the class, which `instanceof` misses.
 */
export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && API_ERROR_BRAND in value;
}

export const invalidParameters = (errors: FieldError[]): ApiError =>
  new ApiError(
    'invalid-parameters',
    `${errors.length} parameter${errors.length === 1 ? ' is' : 's are'} invalid: ${[...new Set(errors.map((e) => e.parameter))].join(', ')}.`,
    errors,
  );

/**
 * No drug matches; `suggestions` are the closest priced names ("Did you mean"), `candidates` the
 * combinations that contain a name found only inside combinations.
 */
export const drugNotFound = (
  detail: string,
  help: Pick<ProblemExtensions, 'suggestions' | 'candidates'> = {},
): ApiError => new ApiError('drug-not-found', detail, [], {}, help);
/** The drug is priced, but not with the salt, release, form or strength the search named. */
export const variantNotPriced = (detail: string, priced: PricedVariant[]): ApiError =>
  new ApiError('variant-not-priced', detail, [], {}, { priced });
export const noPharmacyNearby = (detail: string): ApiError =>
  new ApiError('no-pharmacy-nearby', detail);
export const pharmacyNotFound = (detail: string): ApiError =>
  new ApiError('pharmacy-not-found', detail);

/**
 * 401 with the Bearer challenge; `tokenPresented` adds RFC 6750's `error="invalid_token"`, so a
 * client can tell a refused token (log in or refresh again) from a missing credential.
 */
export const unauthorized = (detail: string, tokenPresented = false): ApiError =>
  new ApiError('unauthorized', detail, [], {
    'WWW-Authenticate': `Bearer realm="gateway"${tokenPresented ? ', error="invalid_token"' : ''}`,
  });

export const forbidden = (detail: string): ApiError => new ApiError('forbidden', detail);

export const crossSite = (): ApiError =>
  new ApiError('cross-site', 'Session calls are accepted only from this site.');

export const tooManyRequests = (retryAfterSeconds: number): ApiError =>
  new ApiError('rate-limited', `Retry after ${retryAfterSeconds} s.`, [], {
    'Retry-After': String(retryAfterSeconds),
  });

export const unsupportedMediaType = (): ApiError =>
  new ApiError('unsupported-media-type', 'Send the body as application/json.');

export const payloadTooLarge = (maxBytes: number): ApiError =>
  new ApiError('payload-too-large', `The body limit is ${maxBytes} bytes.`);

export const uriTooLong = (queryBytes: number, maxBytes: number): ApiError =>
  new ApiError(
    'uri-too-long',
    `The query string is ${queryBytes} bytes; the limit is ${maxBytes}.`,
  );

/** The upstream price gateway failed, or answered with something we cannot use (502). */
export const upstreamUnavailable = (detail: string): ApiError =>
  new ApiError('upstream-unavailable', detail);

/** The upstream price gateway did not answer in time (504). */
export const upstreamTimeout = (detail: string): ApiError =>
  new ApiError('upstream-timeout', detail);

/** The circuit breaker is open: calls to the upstream pause for a while (503 with Retry-After). */
export const upstreamCircuitOpen = (retryAfterSeconds: number): ApiError =>
  new ApiError(
    'upstream-circuit-open',
    `The price source failed repeatedly; retry after ${retryAfterSeconds} s.`,
    [],
    { 'Retry-After': String(retryAfterSeconds) },
  );

const TOKEN_DETAIL = {
  access: 'The access token is invalid, expired or revoked.',
  refresh: 'The refresh token is unknown, expired, revoked or was already used.',
} as const;

/**
 * The ApiError a thrown value stands for: client input → 400, refused token → 401, a busy or
 * unreachable store → 503; null for a fault of ours.
 */
function asApiError(err: unknown): ApiError | null {
  if (isApiError(err)) return err;
  if (isRequestValidationError(err)) return invalidParameters(err.fieldErrors);
  if (isTokenError(err)) return unauthorized(TOKEN_DETAIL[err.token], true);
  if (isStoreUnavailableError(err)) {
    return new ApiError(
      'store-unavailable',
      'Sessions are briefly unavailable; retry shortly.',
      [],
      {
        'Retry-After': String(err.retryAfterSeconds),
      },
    );
  }
  return null;
}

/** True when the error is one we answer on purpose (a 4xx, or an upstream failure already logged), not a fault of ours. */
export const isExpectedError = (err: unknown): boolean => asApiError(err) !== null;

/**
 * The RFC 9457 body a thrown value answers with, and the headers that go with it (Retry-After,
 * WWW-Authenticate); unknown faults become a bare 500 that names only the request id.
 */
export function problemOf(
  err: unknown,
  requestId: string,
): { problem: Problem; headers: Record<string, string> } {
  const apiError =
    asApiError(err) ??
    new ApiError('internal', `Unexpected fault; quote request id ${requestId} when reporting it.`);
  return {
    problem: {
      type: problemType(apiError.slug),
      title: apiError.title,
      status: apiError.status,
      detail: apiError.detail,
      instance: requestId,
      ...(apiError.errors.length > 0 ? { errors: apiError.errors } : {}),
      ...nonEmptyExtensions(apiError.extensions),
    },
    headers: apiError.headers,
  };
}

/** The extension members that hold something (all are optional on the wire). */
function nonEmptyExtensions(extensions: ProblemExtensions | undefined): ProblemExtensions {
  // Another bundle's copy of ApiError may predate `extensions`.
  return Object.fromEntries(
    Object.entries(extensions ?? {}).filter(([, list]) => Array.isArray(list) && list.length > 0),
  );
}

/** Maps any thrown value to a problem+json Response. */
export function toProblemResponse(err: unknown, requestId: string): Response {
  const { problem, headers } = problemOf(err, requestId);
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: {
      'Content-Type': 'application/problem+json; charset=utf-8',
      'Cache-Control': 'no-store',
      'x-request-id': requestId,
      ...headers,
    },
  });
}
