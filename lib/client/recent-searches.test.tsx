// @vitest-environment happy-dom
// Guards recent searches: newest first, once each, six at most, junk ignored, other tabs heard.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearRecentSearches,
  rememberSearch,
  useLastLocation,
  useRecentSearches,
  type RecentSearch,
} from './recent-searches';

const KEY = 'rxpf.recent.v1';
const search = (n: number, place = '94110'): RecentSearch => ({
  label: `drug ${n}`,
  place,
  url: `/drugs/drug${n}?zip=${place}`,
});

beforeEach(() => clearRecentSearches());
afterEach(cleanup);

describe('recent searches', () => {
  it('puts the newest first, once per drug and place, and keeps six', () => {
    const { result } = renderHook(() => useRecentSearches());
    act(() => {
      for (let n = 1; n <= 7; n += 1) rememberSearch(search(n));
      rememberSearch(search(5));
    });
    expect(result.current.map((s) => s.label)).toEqual([
      'drug 5',
      'drug 7',
      'drug 6',
      'drug 4',
      'drug 3',
      'drug 2',
    ]);
    act(() => clearRecentSearches());
    expect(result.current).toEqual([]);
  });

  it('ignores what it cannot read and hears another tab’s change', () => {
    window.localStorage.setItem(KEY, '{not json');
    const { result } = renderHook(() => useRecentSearches());
    expect(result.current).toEqual([]);

    act(() => {
      window.localStorage.setItem(
        KEY,
        JSON.stringify([search(1), { ...search(2), url: 'https://evil.example/' }, { label: 3 }]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(result.current).toEqual([search(1)]);
  });

  it('offers the last search’s place again', () => {
    const { result } = renderHook(() => useLastLocation());
    expect(result.current).toBeNull();
    act(() =>
      rememberSearch({
        label: 'drug 1',
        place: 'Oakland, CA',
        url: '/drugs/x?city=Oakland&state=CA',
      }),
    );
    expect(result.current).toEqual({ kind: 'city', city: 'Oakland', state: 'CA' });
  });
});
