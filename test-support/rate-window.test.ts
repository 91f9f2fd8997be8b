import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { enterFreshRateWindow } from './rate-window';

describe('a fresh rate-limit window', () => {
  it('starts at a minute, later than the last one, and runs on in real time', async () => {
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const realMs = Date.now();
    enterFreshRateWindow();
    const first = Date.now();
    expect(first % 60_000).toBeLessThan(1_000);
    expect(first).toBeGreaterThan(realMs);
    await new Promise((resolve) => setTimeout(resolve, 120)); // real timers
    expect(Date.now() - first).toBeGreaterThanOrEqual(60);
    vi.useRealTimers();
    enterFreshRateWindow();
    expect(Date.now() - (Date.now() % 60_000)).toBeGreaterThanOrEqual(first + 60_000);
  });
});
