import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3); // evicts b, the least recently used
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    cache.set('a', 10); // replacing counts as a use
    cache.set('d', 4);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a')).toBe(10);
  });

  it('forgets an entry once its lifetime is over, when it has one', () => {
    let nowMs = 0;
    const cache = new LruCache<string, number>(10, { ttlMs: 1_000, now: () => nowMs });
    cache.set('a', 1);
    nowMs = 999;
    expect(cache.get('a')).toBe(1);
    nowMs = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });
});
