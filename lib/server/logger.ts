import 'server-only';
import pino from 'pino';

/**
 * The server's one logger. Paths that could carry credentials are redacted so a token or key
 * never reaches a log line, even if a later change logs a whole request or body.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  redact: {
    paths: [
      'headers.authorization',
      'headers.cookie',
      'headers["x-svc-client-key"]',
      '*.accessToken',
      '*.refreshToken',
      'accessToken',
      'refreshToken',
    ],
    censor: '[redacted]',
  },
});
