import 'server-only';

/**
 * A map that keeps the `capacity` most recently used entries, each for `ttlMs` at most when a
 * lifetime is given (the upstream answer cache); the one LRU of the server.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAtMs: number }>();

  constructor(
    private readonly capacity: number,
    private readonly lifetime?: { ttlMs: number; now: () => number },
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Re-inserting moves the key to the end: a Map iterates in insertion order, oldest first.
    this.entries.delete(key);
    if (this.lifetime && entry.expiresAtMs <= this.lifetime.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const expiresAtMs = this.lifetime ? this.lifetime.now() + this.lifetime.ttlMs : Infinity;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAtMs });
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
  }
}
