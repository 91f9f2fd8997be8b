import { describe, expect, it } from 'vitest';
import { isDueForRefresh } from './token-refresh';

describe('isDueForRefresh', () => {
  it('is due within the margin of the expiry, or when the expiry is unknown', () => {
    expect(isDueForRefresh({ expiresAtMs: 100_000 }, 30_000, 60_000)).toBe(false);
    expect(isDueForRefresh({ expiresAtMs: 100_000 }, 50_000, 60_000)).toBe(true);
    expect(isDueForRefresh({ expiresAtMs: undefined }, 0, 60_000)).toBe(true);
  });

  it('caps the margin at half the lifetime, so a short-lived token is used before renewal', () => {
    // A 3 s token with a 60 s margin: fresh for its first 1.5 s.
    expect(isDueForRefresh({ issuedAtMs: 0, expiresAtMs: 3_000 }, 1_000, 60_000)).toBe(false);
    expect(isDueForRefresh({ issuedAtMs: 0, expiresAtMs: 3_000 }, 1_600, 60_000)).toBe(true);
  });
});
