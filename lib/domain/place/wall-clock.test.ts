import { describe, expect, it } from 'vitest';
import { wallClock } from './wall-clock';

describe('wallClock', () => {
  it('reads the wall clock of the zone into local fields, whatever zone this runs in', () => {
    // 2026-11-25 17:30 UTC: 09:30 in San Francisco, 12:30 in New York.
    const at = Date.UTC(2026, 10, 25, 17, 30);
    const sf = wallClock(at, 'America/Los_Angeles');
    expect([sf.getDate(), sf.getHours(), sf.getMinutes()]).toEqual([25, 9, 30]);
    expect(wallClock(at, 'America/New_York').getHours()).toBe(12);
    expect(wallClock(at, 'Pacific/Honolulu').getHours()).toBe(7);
    // 03:00 UTC on the 26th is still the evening of the 25th in Chicago.
    expect(wallClock(Date.UTC(2026, 10, 26, 3, 0), 'America/Chicago').getDate()).toBe(25);
  });
});
