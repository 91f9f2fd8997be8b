import 'server-only';
import { randomUUID } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import type Redis from 'ioredis';
import { z } from 'zod';
import { upstreamUnavailable } from '@/lib/server/core/api-error';
import type { CallerVault } from '../types';
import type { UpstreamPair } from './token-api';

/**
 * Where an upstream token pair lives between requests. `exclusive` runs a renewal so that no two
 * renewals of the same pair overlap (a second refresh of a spent token would be reuse).
 */
export interface PairStore {
  read(): Promise<UpstreamPair | null>;
  write(pair: UpstreamPair): Promise<void>;
  exclusive<T>(renew: () => Promise<T>): Promise<T>;
}

/** What a vault or Redis hands back is validated like any input. */
const pairSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  expiresAtMs: z.number(),
  issuedAtMs: z.number().optional(),
});
const pairOrNull = (value: unknown): UpstreamPair | null => {
  const parsed = pairSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** Runs tasks one after another (a promise-chain mutex). */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** The process's own pair, for API callers when there is no Redis. */
export class MemoryPairStore implements PairStore {
  private pair: UpstreamPair | null = null;
  private readonly queue = new SerialQueue();

  async read(): Promise<UpstreamPair | null> {
    return this.pair;
  }

  async write(pair: UpstreamPair): Promise<void> {
    this.pair = pair;
  }

  exclusive<T>(renew: () => Promise<T>): Promise<T> {
    return this.queue.run(renew);
  }
}

/**
 * The most a pair may take in a browser's cookie: with our own pair and the sealing overhead the
 * cookie must stay under the 4 KB browsers keep. An upstream with bigger tokens is noticed once
 * (`onTooLarge`), and the provider keeps browsers' pairs in the shared holder from then on.
 */
export const MAX_VAULT_PAIR_CHARS = 1_800;

/**
 * A browser's pair, inside its sealed session cookie. Requests racing on one cookie each hold a
 * copy, so no lock can serialise them; the provider's rotation coalescer shares one refresh
 * among them instead.
 */
export class VaultPairStore implements PairStore {
  constructor(
    private readonly vault: CallerVault,
    private readonly onTooLarge: () => void,
  ) {}

  async read(): Promise<UpstreamPair | null> {
    return pairOrNull(this.vault.read());
  }

  async write(pair: UpstreamPair): Promise<void> {
    if (JSON.stringify(pair).length > MAX_VAULT_PAIR_CHARS) this.onTooLarge();
    else await this.vault.write(pair);
  }

  exclusive<T>(renew: () => Promise<T>): Promise<T> {
    return renew();
  }
}

export interface RedisPairStoreOptions {
  /** Seals the pair at rest (iron-session's password or password map). */
  password: string | Record<string, string>;
  key?: string;
  lockTtlMs?: number;
  pollMs?: number;
}

const PAIR_TTL_SECONDS = 30 * 86_400;
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * The pair shared by every instance through Redis, sealed so a Redis dump reveals no token.
 * Renewals take a Redis lock (SET NX PX, released only by its owner), so of all instances one
 * refreshes while the others wait and then read the new pair.
 */
export class RedisPairStore implements PairStore {
  private readonly queue = new SerialQueue();
  private readonly key: string;
  private readonly lockKey: string;

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisPairStoreOptions,
  ) {
    this.key = options.key ?? 'rxpf:upstream:pair';
    this.lockKey = `${this.key}:lock`;
  }

  async read(): Promise<UpstreamPair | null> {
    const sealed = await this.redis.get(this.key);
    if (!sealed) return null;
    try {
      return pairOrNull(await unsealData(sealed, { password: this.options.password }));
    } catch {
      return null; // sealed with a password we no longer have: log in again
    }
  }

  async write(pair: UpstreamPair): Promise<void> {
    const sealed = await sealData(pair, {
      password: this.options.password,
      ttl: PAIR_TTL_SECONDS,
    });
    await this.redis.set(this.key, sealed, 'EX', PAIR_TTL_SECONDS);
  }

  exclusive<T>(renew: () => Promise<T>): Promise<T> {
    // Waiters of this instance queue locally, so only one of them polls Redis for the lock.
    return this.queue.run(async () => {
      const owner = randomUUID();
      await this.acquire(owner);
      try {
        return await renew();
      } finally {
        await this.redis.eval(RELEASE_SCRIPT, 1, this.lockKey, owner);
      }
    });
  }

  private async acquire(owner: string): Promise<void> {
    const lockTtlMs = this.options.lockTtlMs ?? 10_000;
    const pollMs = this.options.pollMs ?? 20;
    // A holder that died loses the lock after lockTtlMs, so waiting a little longer always ends.
    for (let waitedMs = 0; waitedMs <= lockTtlMs + pollMs; waitedMs += pollMs) {
      if (await this.redis.set(this.lockKey, owner, 'PX', lockTtlMs, 'NX')) return;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    throw upstreamUnavailable('Another instance is renewing the price source login; retry.');
  }
}
