import { afterEach, beforeEach, vi } from 'vitest';

// The rate limits count in fixed windows of wall-clock minutes (lib/server/rate-limit/limiter.ts):
// a test that counts up to a limit and crosses the end of a minute sees its count start again.
// One CI run met it: [401 ×5, 429] where four 401s and then 429s were right.

const WINDOW_MS = 60_000;
let lastWindowStartMs = 0;

/**
 * Moves Date to the first millisecond of a rate-limit window later than any this file used before,
 * and lets it run on in real time from there: a test has the whole minute to count in, and no
 * count carries over from an earlier test. Only Date is faked; timers stay real.
 */
export function enterFreshRateWindow(): void {
  const nowMs = Date.now();
  const startMs = Math.max(nowMs - (nowMs % WINDOW_MS) + WINDOW_MS, lastWindowStartMs + WINDOW_MS);
  lastWindowStartMs = startMs;
  vi.useFakeTimers({ now: startMs, toFake: ['Date'], shouldAdvanceTime: true });
}

/** Every test of the file (or describe block) in a fresh rate-limit window of its own. */
export function countInFreshRateWindows(): void {
  beforeEach(enterFreshRateWindow);
  afterEach(() => {
    vi.useRealTimers();
  });
}
