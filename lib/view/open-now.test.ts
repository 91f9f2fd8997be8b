import OpeningHours from 'opening_hours';
import { describe, expect, it } from 'vitest';
import { parsedOpenStatus, weeklyOpenStatus } from './open-now';

const HOURS = 'Mo-Fr 08:00-19:00';
// Wednesday 2026-11-25, 02:30 UTC on the 26th: 18:30 in San Francisco, 21:30 in New York.
const EVENING_UTC = Date.UTC(2026, 10, 26, 2, 30);

describe('weeklyOpenStatus', () => {
  it('decides in the pharmacy’s own time zone, not the clock this runs on', () => {
    expect(weeklyOpenStatus(HOURS, 'America/Los_Angeles', EVENING_UTC)).toEqual({
      isOpen: true,
      label: 'Open · closes 7:00 PM',
    });
    expect(weeklyOpenStatus(HOURS, 'America/New_York', EVENING_UTC)).toEqual({
      isOpen: false,
      label: 'Closed · opens Thu 8:00 AM',
    });
  });

  it('leaves hours outside the weekly subset to the full parser', () => {
    const holidays = 'Mo-Fr 08:00-19:00; PH off';
    expect(weeklyOpenStatus(holidays, 'America/New_York', EVENING_UTC)).toBeUndefined();
    expect(parsedOpenStatus(OpeningHours, holidays, 'America/Los_Angeles', EVENING_UTC)).toEqual({
      isOpen: true,
      label: 'Open · closes 7:00 PM',
    });
  });
});

describe('in Spanish', () => {
  it('says open and closed in Spanish, with Spanish weekday and time', () => {
    const open = weeklyOpenStatus(HOURS, 'America/Los_Angeles', EVENING_UTC, 'es');
    expect(open?.isOpen).toBe(true);
    expect(open?.label).toMatch(/^Abierto · cierra 7:00\s?p\.\s?m\.$/);
    const closed = weeklyOpenStatus(HOURS, 'America/New_York', EVENING_UTC, 'es');
    expect(closed?.label).toMatch(/^Cerrado · abre jue\.? 8:00\s?a\.\s?m\.$/);
  });
});
