import 'server-only';
import type Redis from 'ioredis';
import { whileReachable } from '@/lib/server/core/store-error';
import type {
  RotateResult,
  RotationGrace,
  StoredRefreshToken,
  TokenFamily,
  TokenStore,
} from './types';

/**
 * Rotation as one Lua script, so Redis runs it atomically for every instance sharing the server.
 * KEYS: old token, new token. ARGV: new expiry (ms), now (ms), key prefix, grace window (ms; 0:
 * none), the successor sealed for the grace window ('' without one).
 * The family key is derived inside the script, so this targets a single Redis (not a cluster).
 */
const ROTATE_SCRIPT = `
local token = redis.call('HMGET', KEYS[1], 'family', 'expiresAtMs', 'usedAtMs', 'successor')
if not token[1] then return {'unknown'} end
local familyKey = ARGV[3] .. 'family:' .. token[1]
local family = redis.call('HMGET', familyKey, 'groupId', 'clientKeyId', 'createdAtMs', 'revokedAtMs')
if not family[1] then return {'unknown'} end
if family[4] ~= '0' then return {'revoked'} end
if token[3] ~= '0' then
  local graceMs = tonumber(ARGV[4])
  if graceMs > 0 and token[4] and token[4] ~= '' and tonumber(ARGV[2]) - tonumber(token[3]) <= graceMs then
    return {'rotated', token[1], family[1], family[2], family[3], token[4]}
  end
  redis.call('HSET', familyKey, 'revokedAtMs', ARGV[2])
  return {'reused'}
end
if tonumber(token[2]) <= tonumber(ARGV[2]) then return {'expired'} end
redis.call('HSET', KEYS[1], 'usedAtMs', ARGV[2], 'successor', ARGV[5])
redis.call('HSET', KEYS[2], 'family', token[1], 'expiresAtMs', ARGV[1], 'usedAtMs', '0')
redis.call('PEXPIREAT', KEYS[2], ARGV[1])
if tonumber(redis.call('PEXPIRETIME', familyKey)) < tonumber(ARGV[1]) then
  redis.call('PEXPIREAT', familyKey, ARGV[1])
end
return {'ok', token[1], family[1], family[2], family[3]}
`;

/**
 * A new family and its first token, unless the family exists (then nothing is written): one
 * script, so two instances starting the same family cannot both write it.
 * KEYS: family, first token. ARGV: family id, group id, client key id, created at, expiry (ms).
 */
const CREATE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'groupId', ARGV[2], 'clientKeyId', ARGV[3], 'createdAtMs', ARGV[4], 'revokedAtMs', '0')
redis.call('PEXPIREAT', KEYS[1], ARGV[5])
redis.call('HSET', KEYS[2], 'family', ARGV[1], 'expiresAtMs', ARGV[5], 'usedAtMs', '0')
redis.call('PEXPIREAT', KEYS[2], ARGV[5])
return 1
`;

/**
 * Revokes a family, or — before it exists (a provisional session) — records a revoked one that
 * lives until ARGV[2], so that the session can neither log in nor be served.
 * KEYS: family. ARGV: now (ms), until (ms).
 */
const REVOKE_SESSION_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  if redis.call('HGET', KEYS[1], 'revokedAtMs') == '0' then
    redis.call('HSET', KEYS[1], 'revokedAtMs', ARGV[1])
  end
  return 1
end
redis.call('HSET', KEYS[1], 'groupId', '', 'clientKeyId', '', 'createdAtMs', ARGV[1], 'revokedAtMs', ARGV[1])
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
return 0
`;

type RotateReply = [string, string?, string?, string?, string?, string?];

/** Token families in Redis, for several app instances behind one load balancer. */
export class RedisTokenStore implements TokenStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'rxpf:',
  ) {}

  private familyKey(familyId: string): string {
    return `${this.prefix}family:${familyId}`;
  }

  private tokenKey(tokenHash: string): string {
    return `${this.prefix}token:${tokenHash}`;
  }

  async createFamily(family: TokenFamily, first: StoredRefreshToken): Promise<boolean> {
    const created = await whileReachable(() =>
      this.redis.eval(
        CREATE_SCRIPT,
        2,
        this.familyKey(family.familyId),
        this.tokenKey(first.tokenHash),
        family.familyId,
        family.groupId,
        family.clientKeyId,
        String(family.createdAtMs),
        String(first.expiresAtMs),
      ),
    );
    return created === 1;
  }

  async rotate(
    oldTokenHash: string,
    next: StoredRefreshToken,
    nowMs: number,
    grace?: RotationGrace,
  ): Promise<RotateResult> {
    const reply = (await whileReachable(() =>
      this.redis.eval(
        ROTATE_SCRIPT,
        2,
        this.tokenKey(oldTokenHash),
        this.tokenKey(next.tokenHash),
        String(next.expiresAtMs),
        String(nowMs),
        this.prefix,
        String(grace?.windowMs ?? 0),
        grace?.successorSealed ?? '',
      ),
    )) as RotateReply;
    const [status, familyId, groupId, clientKeyId, createdAtMs, successorSealed] = reply;
    if (
      (status === 'ok' || status === 'rotated') &&
      familyId &&
      groupId &&
      clientKeyId &&
      createdAtMs
    ) {
      const family = { familyId, groupId, clientKeyId, createdAtMs: Number(createdAtMs) };
      if (status === 'ok') return { ok: true, family };
      if (successorSealed) return { ok: false, reason: 'rotated', family, successorSealed };
    }
    if (status === 'expired' || status === 'revoked' || status === 'reused')
      return { ok: false, reason: status };
    return { ok: false, reason: 'unknown' };
  }

  async isFamilyActive(familyId: string): Promise<boolean> {
    const revokedAtMs = await whileReachable(() =>
      this.redis.hget(this.familyKey(familyId), 'revokedAtMs'),
    );
    return revokedAtMs === '0';
  }

  async revokeFamily(familyId: string, nowMs: number): Promise<void> {
    const key = this.familyKey(familyId);
    // Only an existing family: HSET on a missing key would create a family without fields.
    await whileReachable(async () => {
      if (await this.redis.exists(key)) await this.redis.hset(key, 'revokedAtMs', String(nowMs));
    });
  }

  async revokeSession(familyId: string, nowMs: number, untilMs: number): Promise<void> {
    await whileReachable(() =>
      this.redis.eval(REVOKE_SESSION_SCRIPT, 1, this.familyKey(familyId), nowMs, untilMs),
    );
  }

  async isFamilyRevoked(familyId: string): Promise<boolean> {
    const revokedAtMs = await whileReachable(() =>
      this.redis.hget(this.familyKey(familyId), 'revokedAtMs'),
    );
    return revokedAtMs !== null && revokedAtMs !== '0';
  }

  async isWritable(): Promise<boolean> {
    try {
      await whileReachable(() =>
        this.redis.set(`${this.prefix}write-probe`, Date.now(), 'PX', 60_000),
      );
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
