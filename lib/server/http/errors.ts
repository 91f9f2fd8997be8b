import 'server-only';
import { problemType, type Problem, type ProblemExtensions } from '@/lib/domain/api/problem';
import { isRequestValidationError } from '@/lib/domain/api/validation';
import { ApiError, invalidParameters, isApiError, unauthorized } from '../core/api-error';
import { isStoreUnavailableError } from '../core/store-error';
import { isTokenError } from '../core/token-error';

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
