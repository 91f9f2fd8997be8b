/**
 * Wall-clock time in a time zone, for deciding "open now" on the server and in the browser alike.
 * Apart from the zone table (time-zone.ts), so the browser's code carries only this.
 */

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock time in `timeZone` at `atMs`, as a Date whose local fields (getDay, getHours …)
 * read that wall clock wherever this runs: the server in UTC and a visitor's browser in any zone
 * then decide "open now" for the pharmacy alike.
 */
export function wallClock(atMs: number, timeZone: string): Date {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(
    format.formatToParts(atMs).map(({ type, value }) => [type, Number(value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  return new Date(part.year, part.month - 1, part.day, part.hour, part.minute);
}
