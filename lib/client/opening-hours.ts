/** Whether a pharmacy is open at `now`, and until / from when, in words. */
export interface OpenStatus {
  isOpen: boolean;
  label: string;
}

/** What a parsed opening_hours string answers (the `opening_hours` package's two methods). */
export interface Schedule {
  getState(date: Date): boolean;
  getNextChange(date: Date): Date | undefined;
}

export type OpeningHoursCtor = new (value: string, nominatim?: null, mode?: number) => Schedule;

const time = (date: Date): string =>
  date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
const sameDay = (a: Date, b: Date): boolean => a.toDateString() === b.toDateString();
const weekday = (date: Date): string => date.toLocaleDateString('en-US', { weekday: 'short' });

/** The status a schedule gives at `now`, in words. */
export function statusOf(schedule: Schedule, now: Date): OpenStatus {
  const isOpen = schedule.getState(now);
  const next = schedule.getNextChange(now);
  const when = next ? `${sameDay(next, now) ? '' : `${weekday(next)} `}${time(next)}` : '';
  if (isOpen) return { isOpen, label: next ? `Open · closes ${when}` : 'Open 24 hours' };
  return { isOpen, label: next ? `Closed · opens ${when}` : 'Closed' };
}

/**
 * Evaluates an OpenStreetMap opening_hours string with the `opening_hours` package (passed in, so
 * the page can load it lazily). Unparseable or missing hours give null: "hours not listed".
 */
export function openStatus(
  OpeningHours: OpeningHoursCtor,
  hours: string | null,
  now: Date,
): OpenStatus | null {
  if (!hours) return null;
  try {
    return statusOf(new OpeningHours(hours, null, 0), now); // mode 0: plain time ranges
  } catch {
    return null;
  }
}
