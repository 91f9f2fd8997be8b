/**
 * Stable pseudo-random draws for the price model. Every per-store and per-product variation comes
 * from a hash of ids that never change (pharmacy id, NDC, formulation id), so the same inputs give
 * the same price on every run, machine and restart, with no state and no dependency.
 */

/** A closed interval of a model parameter, e.g. `{ min: 0.92, max: 1.08 }`. */
export interface Range {
  min: number;
  max: number;
}

/** FNV-1a over the UTF-16 code units, finished with murmur3's fmix32 so similar keys spread evenly. */
export function stableHash32(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A stable number in [0, 1) for a key. */
export function stableUnit(key: string): number {
  return stableHash32(key) / 2 ** 32;
}

/** A stable number spread uniformly over the range for a key. */
export function stableBetween(key: string, range: Range): number {
  return range.min + stableUnit(key) * (range.max - range.min);
}

/** A stable ratio spread log-uniformly over the range (as likely 3–6 × as 6–12 ×). */
export function stableLogBetween(key: string, range: Range): number {
  return range.min * (range.max / range.min) ** stableUnit(key);
}
