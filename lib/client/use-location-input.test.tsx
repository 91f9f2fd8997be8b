// @vitest-environment happy-dom
// Guards the place field's state: typed ZIP or "City, ST", or the browser's position until typing.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocationInput } from './use-location-input';

describe('useLocationInput', () => {
  it('reads what is typed, and nothing from text that is no place', () => {
    const { result } = renderHook(() => useLocationInput(null));
    expect(result.current.location).toBeNull();
    act(() => result.current.field.onChange('San Francisco, CA'));
    expect(result.current.location).toEqual({ kind: 'city', city: 'San Francisco', state: 'CA' });
    act(() => result.current.field.onChange('somewhere'));
    expect(result.current.location).toBeNull();
  });

  it('uses the browser’s position until something is typed', () => {
    const { result } = renderHook(() => useLocationInput({ kind: 'zip', zip: '94110' }));
    expect(result.current.field.value).toBe('94110');
    act(() => result.current.field.onUseMyLocation({ lat: 37.75, lon: -122.42 }));
    expect(result.current.field).toMatchObject({ value: '', usingMyLocation: true });
    expect(result.current.location).toEqual({ kind: 'coords', lat: 37.75, lon: -122.42 });
    act(() => result.current.field.onChange('9'));
    expect(result.current.field.usingMyLocation).toBe(false);
    expect(result.current.location).toBeNull();
  });

  it('starts from a position the page holds, with the field empty', () => {
    const { result } = renderHook(() => useLocationInput({ kind: 'coords', lat: 40.7, lon: -74 }));
    expect(result.current.field).toMatchObject({ value: '', usingMyLocation: true });
  });
});
