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

const sameDay = (a: Date, b: Date): boolean => a.toDateString() === b.toDateString();

/** The four statuses in each language (the glossary's "abierto", "cerrado"). */
const PHRASES = {
  en: {
    closes: (when: string) => `Open · closes ${when}`,
    open24: 'Open 24 hours',
    opens: (when: string) => `Closed · opens ${when}`,
    closed: 'Closed',
  },
  es: {
    closes: (when: string) => `Abierto · cierra ${when}`,
    open24: 'Abierto las 24 horas',
    opens: (when: string) => `Cerrado · abre ${when}`,
    closed: 'Cerrado',
  },
};

/**
 * The clock time and weekday formats of each language, made once: `toLocaleTimeString` with
 * options builds a new formatter on every call (about 0.1 ms each), and a results page asks for
 * one per pharmacy, on the server and again in the browser.
 */
const CHANGE_FORMATS = {
  en: {
    time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }),
    weekday: new Intl.DateTimeFormat('en-US', { weekday: 'short' }),
  },
  es: {
    time: new Intl.DateTimeFormat('es-US', { hour: 'numeric', minute: '2-digit' }),
    weekday: new Intl.DateTimeFormat('es-US', { weekday: 'short' }),
  },
};

/** The status a schedule gives at `now`, in words of the language (English unless "es"). */
export function statusOf(schedule: Schedule, now: Date, locale = 'en'): OpenStatus {
  const language = locale === 'es' ? 'es' : 'en';
  const phrases = PHRASES[language];
  const formats = CHANGE_FORMATS[language];
  const isOpen = schedule.getState(now);
  const next = schedule.getNextChange(now);
  const time = next && formats.time.format(next);
  const day = next && !sameDay(next, now) ? `${formats.weekday.format(next)} ` : '';
  const when = next ? `${day}${time}` : '';
  if (isOpen) return { isOpen, label: next ? phrases.closes(when) : phrases.open24 };
  return { isOpen, label: next ? phrases.opens(when) : phrases.closed };
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
    return statusOf(new OpeningHours(hours, null, 0), now, locale); // mode 0: plain time ranges
  } catch {
    return null;
  }
}
