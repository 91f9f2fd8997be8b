/**
 * A reader for the plain weekly subset of OpenStreetMap opening_hours that pharmacy listings use
 * ("Mo-Fr 08:00-19:00; Sa 09:00-17:00", "24/7"): every string in the embedded dataset. It answers
 * like the `opening_hours` package for these strings (a test checks that), in a few hundred bytes
 * instead of the package's 110 KB, which then loads only for hours this cannot read.
 *
 * One reading of our own: "00:00-00:00" is a day closed all day, as `off` would say. The package
 * reads it as 24 hours, but the Walgreens listing writes it for the weekend of stores open
 * 08:30–18:00 on weekdays (161 stores; its stores open around the clock say "24/7"), and "open
 * all day" and "closed all day" must not read alike. `withClosedDays` rewrites it for the package.
 */

/** What a parsed opening_hours string answers (the `opening_hours` package's two methods). */
export interface Schedule {
  getState(date: Date): boolean;
  getNextChange(date: Date): Date | undefined;
}

const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const RULE =
  /^([A-Z][a-z](?:-[A-Z][a-z])?(?:,[A-Z][a-z](?:-[A-Z][a-z])?)*) (\d\d:\d\d-\d\d:\d\d(?:,\d\d:\d\d-\d\d:\d\d)*)$/;

/** A day's rule that closes it all day, in the listings' spelling and in the package's. */
const CLOSED_ALL_DAY = /\b((?:[A-Z][a-z](?:-[A-Z][a-z])?,?)+) 00:00-00:00(?=;|$)/g;

/** The hours with "00:00-00:00" days written `off`, for the `opening_hours` package. */
export const withClosedDays = (text: string): string => text.replace(CLOSED_ALL_DAY, '$1 off');

/** Minutes into the week (Monday 00:00 = 0) of a local time. */
const minuteOfWeek = (date: Date): number =>
  ((date.getDay() + 6) % 7) * MINUTES_PER_DAY + date.getHours() * 60 + date.getMinutes();

function minutesOf(hhmm: string, isEnd: boolean): number | null {
  const [hours = NaN, minutes = NaN] = hhmm.split(':').map(Number);
  const total = hours * 60 + minutes;
  if (minutes >= 60 || total > MINUTES_PER_DAY || (total === MINUTES_PER_DAY && !isEnd))
    return null;
  return total;
}

/** The weekdays (0 = Monday) a selector like "Mo-Fr,Su" names; null for anything else. */
function daysOf(selector: string): number[] | null {
  const days: number[] = [];
  for (const part of selector.split(',')) {
    const [from, to = from] = part.split('-').map((day) => DAYS.indexOf(day));
    if (from === undefined || to === undefined || from < 0 || to < 0) return null;
    for (let day = from; ; day = (day + 1) % 7) {
      days.push(day);
      if (day === to) break;
    }
  }
  return days;
}

/**
 * Open intervals of the week as [start, end) minutes. A later rule replaces the days it names,
 * including the part of an earlier rule's range that ran past midnight into them. Other overlaps
 * of a past-midnight range with a later rule are declined (null): the full parser decides those.
 */
function weekIntervals(text: string): Array<[number, number]> | null {
  if (text.trim() === '24/7') return [[0, MINUTES_PER_WEEK]];
  const ownerOf: number[] = new Array<number>(7).fill(-1);
  const byDay = new Map<number, Array<[number, number]>>();
  const spills: Array<{ rule: number; from: number; to: number; day: number }> = [];
  for (const [index, rule] of text
    .split(';')
    .map((r) => r.trim())
    .entries()) {
    const match = RULE.exec(rule);
    const days = match?.[1] ? daysOf(match[1]) : null;
    if (!match?.[2] || !days) return null;
    const ranges: Array<[number, number]> = [];
    // Closed all day: the day is this rule's, with no open range (see above).
    for (const range of match[2] === '00:00-00:00' ? [] : match[2].split(',')) {
      const [start, end] = range.split('-');
      const from = minutesOf(start ?? '', false);
      const to = minutesOf(end ?? '', true);
      if (from === null || to === null) return null;
      // A range that ends at or before it starts runs past midnight into the next day.
      ranges.push([from, to > from ? to : to + MINUTES_PER_DAY]);
    }
    for (const day of days) {
      ownerOf[day] = index;
      byDay.set(
        day,
        ranges.map(([from, to]) => [from, Math.min(to, MINUTES_PER_DAY)]),
      );
      for (const [, to] of ranges) {
        if (to > MINUTES_PER_DAY)
          spills.push({ rule: index, from: 0, to: to - MINUTES_PER_DAY, day });
      }
    }
  }
  const intervals = [...byDay].flatMap(([day, ranges]) =>
    ranges.map(([from, to]): [number, number] => [
      day * MINUTES_PER_DAY + from,
      day * MINUTES_PER_DAY + to,
    ]),
  );
  for (const spill of spills) {
    const next = (spill.day + 1) % 7;
    const nextOwner = ownerOf[next] ?? -1;
    if (ownerOf[spill.day] !== spill.rule || (nextOwner !== -1 && nextOwner < spill.rule)) {
      return null;
    }
    if (nextOwner > spill.rule) continue;
    intervals.push([next * MINUTES_PER_DAY + spill.from, next * MINUTES_PER_DAY + spill.to]);
  }
  return intervals;
}

/** Whether minute `m` of the week is open, intervals wrapping from Sunday into Monday. */
const isOpenAt = (intervals: Array<[number, number]>, m: number): boolean =>
  intervals.some(
    ([from, to]) =>
      (m >= from && m < to) || (m + MINUTES_PER_WEEK >= from && m + MINUTES_PER_WEEK < to),
  );

/** A schedule for the hours, or null when they are not in the plain weekly subset. */
export function weeklyHours(text: string): Schedule | null {
  const intervals = weekIntervals(text);
  if (!intervals) return null;
  return {
    getState: (date) => isOpenAt(intervals, minuteOfWeek(date)),
    getNextChange: (date) => {
      const now = minuteOfWeek(date);
      const open = isOpenAt(intervals, now);
      // Minute by minute would be 10,080 steps; the state can only change at a range's ends.
      const candidates = intervals
        .flatMap(([from, to]) => [from, to])
        .map((m) => ((m - now - 1 + 2 * MINUTES_PER_WEEK) % MINUTES_PER_WEEK) + 1)
        .sort((a, b) => a - b);
      for (const ahead of candidates) {
        if (isOpenAt(intervals, (now + ahead) % MINUTES_PER_WEEK) !== open) {
          return new Date(
            date.getFullYear(),
            date.getMonth(),
            date.getDate(),
            date.getHours(),
            date.getMinutes() + ahead,
          );
        }
      }
      return undefined;
    },
  };
}
