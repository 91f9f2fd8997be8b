// @vitest-environment happy-dom
// Guards open-now status: weekly reader at once, full parser loaded lazily, one shared minute clock.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentMinuteMs, subscribeToMinutes } from './minute-clock';
import type { OpenStatus } from '../view/opening-hours';
import { useOpenStatus } from './use-open-status';

const LA = 'America/Los_Angeles';
// Wednesday 25 November 2026, 6:30 PM in San Francisco.
const EVENING_UTC = Date.UTC(2026, 10, 26, 2, 30);
const RENDERED: OpenStatus = { isOpen: false, label: 'as the server rendered it' };

/** Fakes the clock, and the minute clock's timer with it where `timers` (waitFor needs real ones). */
function fakeClock({ timers }: { timers: boolean }) {
  vi.useFakeTimers({ toFake: timers ? ['Date', 'setInterval', 'clearInterval'] : ['Date'] });
  vi.setSystemTime(EVENING_UTC);
}

beforeEach(() => fakeClock({ timers: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useOpenStatus', () => {
  it('is null without hours, and reads weekly hours by the browser’s clock', () => {
    expect(renderHook(() => useOpenStatus(null, LA, RENDERED)).result.current).toBeNull();
    const { result } = renderHook(() => useOpenStatus('Mo-Fr 08:00-19:00', LA, RENDERED));
    expect(result.current).toEqual({ isOpen: true, label: 'Open · closes 7:00 PM' });
    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(result.current).toEqual({ isOpen: false, label: 'Closed · opens Thu 8:00 AM' });
  });

  it('keeps the rendered status while the full parser loads, then uses it', async () => {
    fakeClock({ timers: false });
    const { result } = renderHook(() => useOpenStatus('Mo-Fr 08:00-19:00; PH off', LA, RENDERED));
    expect(result.current).toEqual(RENDERED);
    await waitFor(() =>
      expect(result.current).toEqual({ isOpen: true, label: 'Open · closes 7:00 PM' }),
    );
  });

  it('says null for hours neither reader understands', async () => {
    fakeClock({ timers: false });
    const { result } = renderHook(() => useOpenStatus('whenever we feel like it', LA, undefined));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBeNull());
  });
});

describe('minute clock', () => {
  it('tells every subscriber once a minute, and stops when the last leaves', () => {
    const heard: number[] = [];
    const stopA = subscribeToMinutes(() => heard.push(currentMinuteMs()));
    const stopB = subscribeToMinutes(() => heard.push(currentMinuteMs()));
    expect(currentMinuteMs()).toBe(EVENING_UTC);

    act(() => vi.advanceTimersByTime(50_000));
    expect(heard).toEqual([]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(heard).toEqual([EVENING_UTC + 60_000, EVENING_UTC + 60_000]);

    stopA();
    stopB();
    expect(vi.getTimerCount()).toBe(0);
  });
});
