import { readFileSync } from 'node:fs';
import OpeningHours from 'opening_hours';
import { describe, expect, it } from 'vitest';
import { weeklyHours, withClosedDays } from './weekly-hours';

const datasetHours = [
  ...new Set(
    (
      JSON.parse(readFileSync('data/pharmacies.json', 'utf8')) as {
        pharmacies: Array<{ hours: string | null }>;
      }
    ).pharmacies.flatMap((p) => (p.hours ? [p.hours] : [])),
  ),
];
const edgeCases = [
  '24/7',
  'Mo-Su 00:00-24:00',
  'Mo-Fr 22:00-02:00',
  'Sa-Mo 10:00-14:00',
  'Mo,We,Fr 08:00-12:00,13:00-17:00',
  'Mo-Su 08:00-20:00; Su 10:00-16:00',
  'Su 23:00-01:00',
  // Saturday's own rule replaces the hour Friday's range runs past midnight.
  'Mo-Fr 06:00-01:00; Sa-Su 06:00-22:00',
  'Mo-Fr 08:30-18:00; Sa-Su 00:00-00:00',
  'Mo-Fr 08:30-20:00; Sa 08:30-15:00; Su 00:00-00:00',
];

/** Times over eight days from a Monday, local clock, at an odd step so every minute-of-hour shows. */
const samples = (stepMinutes: number) =>
  Array.from(
    { length: Math.floor((8 * 24 * 60) / stepMinutes) },
    (_, i) => new Date(2026, 10, 23, 0, i * stepMinutes),
  );

function expectSameAnswers(hours: string, times: Date[]) {
  const ours = weeklyHours(hours);
  expect(ours, hours).not.toBeNull();
  // "00:00-00:00" is a day closed all day (weekly-hours.ts): `off` in the package's words.
  const theirs = new OpeningHours(withClosedDays(hours), null, 0);
  for (const at of times) {
    expect([hours, at, ours?.getState(at)]).toEqual([hours, at, theirs.getState(at)]);
    expect([hours, at, ours?.getNextChange(at)?.getTime()]).toEqual([
      hours,
      at,
      theirs.getNextChange(at)?.getTime(),
    ]);
  }
}

describe('weeklyHours answers like the opening_hours package', () => {
  it('for every opening-hours string in the embedded dataset', () => {
    expect(datasetHours.length).toBeGreaterThan(100);
    for (const hours of datasetHours) expectSameAnswers(hours, samples(173));
  });

  it('across midnight, week wrap, several ranges and a later rule replacing a day', () => {
    for (const hours of edgeCases) expectSameAnswers(hours, samples(29));
  });

  it('reads a day of 00:00-00:00 as closed all day, and 00:00-24:00 as open all day', () => {
    const weekdaysOnly = weeklyHours('Mo-Fr 08:30-18:00; Sa-Su 00:00-00:00');
    const allWeekend = weeklyHours('Mo-Fr 08:30-18:00; Sa-Su 00:00-24:00');
    const saturdayNoon = new Date(2026, 10, 28, 12, 0);
    expect(weekdaysOnly?.getState(saturdayNoon)).toBe(false);
    expect(weekdaysOnly?.getNextChange(saturdayNoon)).toEqual(new Date(2026, 10, 30, 8, 30));
    expect(allWeekend?.getState(saturdayNoon)).toBe(true);
    expect(withClosedDays('Mo-Fr 08:30-18:00; Sa-Su 00:00-00:00')).toBe(
      'Mo-Fr 08:30-18:00; Sa-Su off',
    );
  });

  it('declines what it does not read, so the full parser handles it', () => {
    for (const hours of [
      'Mo-Fr 08:00-19:00; PH off',
      'sunrise-sunset',
      'Mo-Fr 08:00-25:00',
      'Xx 08:00-12:00',
      'Mo-Fr 08:00-12:00 "by appointment"',
      // A past-midnight range reaching a day an earlier rule set: left to the full parser.
      'Sa 10:00-12:00; Fr 22:00-02:00',
    ]) {
      expect(weeklyHours(hours), hours).toBeNull();
    }
  });
});
