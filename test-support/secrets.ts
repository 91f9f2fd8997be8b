import { randomBytes } from 'node:crypto';

/**
 * Credentials a production server accepts (it refuses published and low-entropy values): a
 * client key and the two secrets, fresh for each call, as environment variables.
 */
export function productionCredentials(): {
  clientKey: string;
  env: { SVC_CLIENT_KEYS: string; SESSION_PASSWORD: string; JWT_SECRET: string };
} {
  const clientKey = `test-${randomBytes(12).toString('hex')}`;
  return {
    clientKey,
    env: {
      SVC_CLIENT_KEYS: clientKey,
      SESSION_PASSWORD: randomBytes(32).toString('base64url'),
      JWT_SECRET: randomBytes(32).toString('base64url'),
    },
  };
}
