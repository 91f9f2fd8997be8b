import 'server-only';

const BRAND = Symbol.for('rx-price-finder.StoreUnavailableError');

/** The shared store (token SQLite file, Redis) cannot be used right now; worth retrying soon. */
export class StoreUnavailableError extends Error {
  readonly [BRAND] = true;

  constructor(
    readonly retryAfterSeconds: number,
    readonly cause: unknown,
  ) {
    super('the token store is unavailable');
    this.name = 'StoreUnavailableError';
  }
}

/** Recognises the error across Next bundles (see isApiError). */
export function isStoreUnavailableError(value: unknown): value is StoreUnavailableError {
  return typeof value === 'object' && value !== null && BRAND in value;
}

/**
 * Runs a Redis command, turning "cannot reach Redis" (ioredis gives up after its retries, or the
 * connection is closed) into StoreUnavailableError; script and reply errors pass through.
 */
export async function whileReachable<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    const message = err instanceof Error ? err.message : '';
    if (name === 'MaxRetriesPerRequestError' || /Connection is closed|ECONNREFUSED/.test(message)) {
      throw new StoreUnavailableError(5, err);
    }
    throw err;
  }
}
