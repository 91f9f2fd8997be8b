// @vitest-environment happy-dom
// Guards useDebounced: the value only once it has stopped changing for the delay.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced';

afterEach(() => vi.useRealTimers());

describe('useDebounced', () => {
  it('waits for the value to settle', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 150), {
      initialProps: { value: 'at' },
    });
    rerender({ value: 'ato' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ value: 'ator' });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('at');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('ator');
  });
});
