import { clockText } from './clock-text';

/**
 * An OpenStreetMap opening_hours string as lines people read ("Mon–Fri 9 AM–9 PM"). The dataset's
 * hours are weekly rules separated by ";" (and "24/7"); anything else is shown as written, with
 * day names and times made readable. A day open all day reads "open 24 hours", one closed all
 * day ("00:00-00:00", as the Walgreens listing writes it; lib/view/weekly-hours.ts) "closed".
 */
const DAYS_EN: Record<string, string> = {
  Mo: 'Mon',
  Tu: 'Tue',
  We: 'Wed',
  Th: 'Thu',
  Fr: 'Fri',
  Sa: 'Sat',
  Su: 'Sun',
  PH: 'holidays',
};
const DAYS_ES: Record<string, string> = {
  Mo: 'lun',
  Tu: 'mar',
  We: 'mié',
  Th: 'jue',
  Fr: 'vie',
  Sa: 'sáb',
  Su: 'dom',
  PH: 'días festivos',
};

/** The rules of an opening_hours string, one readable line each, in English or Spanish. */
export function weeklyHoursLines(hours: string, locale = 'en'): string[] {
  const days = locale === 'es' ? DAYS_ES : DAYS_EN;
  const es = locale === 'es';
  if (hours.trim() === '24/7') return [es ? 'Todos los días, 24 horas' : 'Every day, 24 hours'];
  return hours
    .split(';')
    .map((rule) => rule.trim())
    .filter(Boolean)
    .map((rule) =>
      rule
        .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su|PH)\b/g, (day) => days[day] ?? day)
        .replace(/\b00:00-24:00\b/g, es ? 'abierto las 24 horas' : 'open 24 hours')
        .replace(/\b00:00-00:00\b/g, es ? 'cerrado' : 'closed')
        .replace(/\b(\d{2}):(\d{2})\b/g, (_, h: string, m: string) =>
          clockText(Number(h), Number(m), locale, { minutes: 'when-set' }),
        )
        .replace(/-/g, '–')
        .replace(/,/g, ', '),
    );
}
