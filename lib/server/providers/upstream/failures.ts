import 'server-only';
import { upstreamTimeout, upstreamUnavailable, type ApiError } from '@/lib/server/core/api-error';
import { TransportError } from './transport';

/**
 * The upstream failed (never the client's fault): it counts against the circuit breaker, and an
 * idempotent GET may try again when `retryable`. Becomes a 502 or 504 problem at the end.
 */
export class UpstreamFault extends Error {
  constructor(
    readonly kind: 'timeout' | 'unavailable',
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'UpstreamFault';
  }
}

/** The upstream answered 401: the access token must be renewed before one more try. */
export class UpstreamUnauthorized extends Error {
  constructor() {
    super('upstream answered 401');
    this.name = 'UpstreamUnauthorized';
  }
}

/** The upstream refused a refresh token (spent, expired or revoked): log in again. */
export class RefreshRefused extends Error {
  constructor(readonly status: number) {
    super(`upstream refused the refresh token (${status})`);
    this.name = 'RefreshRefused';
  }
}

/** The fault a thrown value stands for, or null when it is not an upstream failure. */
export function asUpstreamFault(err: unknown): UpstreamFault | null {
  if (err instanceof UpstreamFault) return err;
  if (!(err instanceof TransportError)) return null;
  if (err.kind === 'timeout') return new UpstreamFault('timeout', err.message, false);
  // Connection refused or reset, a hung connect, a body cut short: the network, worth one more try.
  return new UpstreamFault('unavailable', err.message, err.kind !== 'too-large');
}

/** The problem a fault is answered with: 504 for a timeout, else 502. */
export function faultToApiError(fault: UpstreamFault): ApiError {
  return fault.kind === 'timeout'
    ? upstreamTimeout(`The price source did not answer in time (${fault.message}).`)
    : upstreamUnavailable(`The price source failed: ${fault.message}.`);
}
