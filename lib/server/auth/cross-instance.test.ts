import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { expect, it } from 'vitest';
import { RedisTokenStore } from './store/redis';
import { TokenService } from './tokens';
import { describeNeeding } from '@/test-support/prerequisites';

const REDIS_URL = process.env.REDIS_TEST_URL;
const SECRET = 'shared-secret-of-both-instances-0123456789';

/** One app instance: its own Redis connection and token service, sharing server and secret. */
function instance(prefix: string): TokenService {
  const store = new RedisTokenStore(new Redis(REDIS_URL ?? ''), prefix);
  return new TokenService({
    secret: SECRET,
    store,
    accessTtlSeconds: 900,
    refreshTtlSeconds: 3600,
  });
}

describeNeeding(['Redis (REDIS_TEST_URL)'], 'two app instances sharing one Redis', () => {
  it('accept each other’s tokens and detect refresh-token reuse across instances', async () => {
    const prefix = `test:${randomUUID()}:`;
    const a = instance(prefix);
    const b = instance(prefix);
    const fromA = await a.login('G1', 'ck');
    expect(await b.verifyAccessToken(fromA.accessToken)).toMatchObject({ groupId: 'G1' });
    const fromB = await b.refresh(fromA.refreshToken, 'ck');
    expect(await a.verifyAccessToken(fromB.accessToken)).toMatchObject({ groupId: 'G1' });
    await expect(a.refresh(fromA.refreshToken, 'ck')).rejects.toMatchObject({ reason: 'reused' });
    await expect(b.verifyAccessToken(fromB.accessToken)).rejects.toMatchObject({
      reason: 'revoked',
    });
  });
});
