/** Whether a pharmacy is open at `now`, and until / from when, in words. */
export interface OpenStatus {
  isOpen: boolean;
  label: string;
}

type OpeningHoursCtor = new (
  value: string,
  nominatim?: null,
  mode?: number,
) => {
  getState(date: Date): boolean;
  getNextChange(date: Date): Date | undefined;
};

const time = (date: Date): string =>
  date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
const sameDay = (a: Date, b: Date): boolean => a.toDateString() === b.toDateString();
const weekday = (date: Date): string => date.toLocaleDateString('en-US', { weekday: 'short' });

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
    const schedule = new OpeningHours(hours, null, 0); // mode 0: plain time ranges
    const isOpen = schedule.getState(now);
    const next = schedule.getNextChange(now);
    if (isOpen) {
      if (!next) return { isOpen, label: 'Open 24 hours' };
      return {
        isOpen,
        label: `Open · closes ${sameDay(next, now) ? '' : `${weekday(next)} `}${time(next)}`,
      };
    }
    if (!next) return { isOpen, label: 'Closed' };
    return {
      isOpen,
      label: `Closed · opens ${sameDay(next, now) ? '' : `${weekday(next)} `}${time(next)}`,
    };
  } catch {
    return null;
  }
}
