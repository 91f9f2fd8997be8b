import 'server-only';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * The server's logger. Paths that could carry credentials are redacted so a token or key never
 * reaches a log line, even if a later change logs a whole request or body.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'headers.authorization',
          'headers.cookie',
          'headers["x-svc-client-key"]',
          '*.accessToken',
          '*.refreshToken',
          'accessToken',
          'refreshToken',
          // An upstream exchange logged whole by a later change still shows no key or token.
          'upstream.headers.authorization',
          'upstream.headers["x-svc-client-key"]',
          'upstream.clientKey',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
