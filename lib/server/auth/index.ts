import 'server-only';
import { serverEnv } from '@/lib/server/env';
import { processSingleton } from '@/lib/server/process-singleton';
import { tokenStore } from './store';
import { TokenService } from './tokens';

/** The process's token service, configured from the validated environment. */
export function tokenService(): TokenService {
  return processSingleton('token-service', () => {
    const env = serverEnv();
    return new TokenService({
      secret: env.jwtSecret,
      store: tokenStore(),
      accessTtlSeconds: env.accessTokenTtlSeconds,
      refreshTtlSeconds: env.refreshTokenTtlSeconds,
    });
  });
}
