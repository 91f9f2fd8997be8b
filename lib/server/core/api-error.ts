import 'server-only';
// The error vocabulary every room throws (a problem kind and what went wrong); the one mapper that
// turns any thrown value into problem+json is lib/server/http/errors.ts.
import {
  PROBLEM_TYPES,
  type FieldError,
  type PricedVariant,
  type ProblemExtensions,
  type ProblemSlug,
} from '@/lib/domain/api/problem';

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
