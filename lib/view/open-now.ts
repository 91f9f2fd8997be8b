import { wallClock } from '@/lib/domain/place/wall-clock';
import { openStatus, statusOf, type OpeningHoursCtor, type OpenStatus } from './opening-hours';
import { weeklyHours } from './weekly-hours';

/**
 * Whether a pharmacy is open at `atMs`, in its own time zone, for hours the small weekly reader
 * understands (every string in the embedded dataset); undefined for hours that need the full
 * `opening_hours` parser. The server and the browser call this alike.
 */
export function weeklyOpenStatus(
  hours: string,
  timeZone: string,
  atMs: number,
  locale = 'en',
): OpenStatus | undefined {
  const schedule = weeklyHours(hours);
  return schedule ? statusOf(schedule, wallClock(atMs, timeZone), locale) : undefined;
}

/** The same with the full parser (null: hours it cannot read either, shown as "not listed"). */
export const parsedOpenStatus = (
  OpeningHours: OpeningHoursCtor,
  hours: string,
  timeZone: string,
  atMs: number,
  locale = 'en',
): OpenStatus | null => openStatus(OpeningHours, hours, wallClock(atMs, timeZone), locale);
