import OpeningHours from 'opening_hours';
import { describe, expect, it } from 'vitest';
import { openStatus } from './opening-hours';

// A Wednesday, local time of the test process.
const at = (hours: number, minutes = 0) => new Date(2026, 10, 25, hours, minutes);

describe('openStatus', () => {
  it('says open and when it closes today', () => {
    expect(openStatus(OpeningHours, 'Mo-Fr 08:00-19:00', at(10))).toEqual({
      isOpen: true,
      label: 'Open · closes 7:00 PM',
    });
  });

  it('says closed and when it opens next', () => {
    expect(openStatus(OpeningHours, 'Mo-Fr 08:00-19:00', at(7))).toEqual({
      isOpen: false,
      label: 'Closed · opens 8:00 AM',
    });
    expect(openStatus(OpeningHours, 'Mo-Fr 08:00-19:00', at(20))?.label).toBe(
      'Closed · opens Thu 8:00 AM',
    );
  });

  it('says midnight where a day ends, and a day closed all day as closed', () => {
    expect(openStatus(OpeningHours, 'Mo-Su 08:00-00:00', at(23))?.label).toBe(
      'Open · closes at midnight',
    );
    expect(openStatus(OpeningHours, 'Mo-Su 08:00-00:00', at(23), 'es')?.label).toBe(
      'Abierto · cierra a medianoche',
    );
    // Friday 19:00 of a store closed on the weekend ("Sa-Su 00:00-00:00"): opens on Monday.
    const friday = new Date(2026, 10, 27, 19, 0);
    expect(openStatus(OpeningHours, 'Mo-Fr 08:30-18:00; Sa-Su 00:00-00:00', friday)?.label).toBe(
      'Closed · opens Mon 8:30 AM',
    );
    // One "a. m." / "p. m." in Spanish, as the weekly lines write them.
    expect(openStatus(OpeningHours, 'Mo-Fr 08:00-19:00', at(10), 'es')?.label).toBe(
      'Abierto · cierra 7:00 p. m.',
    );
  });

  it('handles 24/7 and missing or unparseable hours', () => {
    expect(openStatus(OpeningHours, '24/7', at(3))).toEqual({
      isOpen: true,
      label: 'Open 24 hours',
    });
    expect(openStatus(OpeningHours, null, at(3))).toBeNull();
    expect(openStatus(OpeningHours, 'whenever we feel like it', at(3))).toBeNull();
  });
});
