import { clockText } from './clock-text';
import { withClosedDays, type Schedule } from './weekly-hours';

/** Whether a pharmacy is open at `now`, and until / from when, in words. */
export interface OpenStatus {
  isOpen: boolean;
  label: string;
}

export type OpeningHoursCtor = new (value: string, nominatim?: null, mode?: number) => Schedule;

const sameDay = (a: Date, b: Date): boolean => a.toDateString() === b.toDateString();

/** The statuses in each language (the glossary's "abierto", "cerrado"). */
const PHRASES = {
  en: {
    closes: (when: string) => `Open · closes ${when}`,
    closesAtMidnight: 'Open · closes at midnight',
    open24: 'Open 24 hours',
    opens: (when: string) => `Closed · opens ${when}`,
    closed: 'Closed',
  },
  es: {
    closes: (when: string) => `Abierto · cierra ${when}`,
    closesAtMidnight: 'Abierto · cierra a medianoche',
    open24: 'Abierto las 24 horas',
    opens: (when: string) => `Cerrado · abre ${when}`,
    closed: 'Cerrado',
  },
};

/**
 * The weekday formats of each language, made once: `toLocaleDateString` with options builds a
 * new formatter on every call (about 0.1 ms each), and a results page asks for one per pharmacy,
 * on the server and again in the browser.
 */
const WEEKDAYS = {
  en: new Intl.DateTimeFormat('en-US', { weekday: 'short' }),
  es: new Intl.DateTimeFormat('es-US', { weekday: 'short' }),
};

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** The next change is the midnight that ends today: "closes at midnight", not "Sat 12:00 AM". */
const endsToday = (next: Date, now: Date): boolean =>
  next.getHours() === 0 &&
  next.getMinutes() === 0 &&
  sameDay(new Date(next.getTime() - MS_PER_DAY / 2), now);

/** The status a schedule gives at `now`, in words of the language (English unless "es"). */
export function statusOf(schedule: Schedule, now: Date, locale = 'en'): OpenStatus {
  const language = locale === 'es' ? 'es' : 'en';
  const phrases = PHRASES[language];
  const isOpen = schedule.getState(now);
  const next = schedule.getNextChange(now);
  if (!next) return { isOpen, label: isOpen ? phrases.open24 : phrases.closed };
  if (isOpen && endsToday(next, now)) return { isOpen, label: phrases.closesAtMidnight };
  const day = sameDay(next, now) ? '' : `${WEEKDAYS[language].format(next)} `;
  // Whatever is left at 00:00 starts a day ("opens Sat 12:00 AM"): a clock time, not "midnight".
  const time = clockText(next.getHours(), next.getMinutes(), language, { midnight: 'clock' });
  const when = `${day}${time}`;
  return { isOpen, label: isOpen ? phrases.closes(when) : phrases.opens(when) };
}

/**
 * Evaluates an OpenStreetMap opening_hours string with the `opening_hours` package (passed in, so
 * the page can load it lazily). Unparseable or missing hours give null: "hours not listed".
 */
export function openStatus(
  OpeningHours: OpeningHoursCtor,
  hours: string | null,
  now: Date,
  locale = 'en',
): OpenStatus | null {
  if (!hours) return null;
  try {
    // mode 0: plain time ranges; a day closed all day as the weekly reader reads it.
    return statusOf(new OpeningHours(withClosedDays(hours), null, 0), now, locale);
  } catch {
    return null;
  }
}
