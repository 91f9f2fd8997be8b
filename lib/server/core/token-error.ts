import 'server-only';

const TOKEN_ERROR_BRAND = Symbol.for('rx-price-finder.TokenError');

/** Why a token was refused; the error mapper answers 401 for every reason. */
export class TokenError extends Error {
  readonly [TOKEN_ERROR_BRAND] = true;

  constructor(
    /** Which token was refused, so the 401 can say what to do next. */
    readonly token: 'access' | 'refresh',
    readonly reason: string,
  ) {
    super(`${token} token rejected: ${reason}`);
    this.name = 'TokenError';
  }
}

/** Recognises copies from other route bundles (the token service is shared across them). */
export function isTokenError(value: unknown): value is TokenError {
  return typeof value === 'object' && value !== null && TOKEN_ERROR_BRAND in value;
}
