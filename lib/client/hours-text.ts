/**
 * An OpenStreetMap opening_hours string as lines people read ("Mon–Fri 9 AM–9 PM"). The dataset's
 * hours are weekly rules separated by ";" (and "24/7"); anything else is shown as written, with
 * day names and times made readable.
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

function clock(hours: string, minutes: string, locale: string): string {
  const hour = Number(hours);
  const es = locale === 'es';
  if ((hour === 0 || hour === 24) && minutes === '00') return es ? 'medianoche' : 'midnight';
  const morning = hour < 12 || hour === 24;
  const suffix = es ? (morning ? 'a. m.' : 'p. m.') : morning ? 'AM' : 'PM';
  const twelve = hour % 12 || 12;
  return minutes === '00' ? `${twelve} ${suffix}` : `${twelve}:${minutes} ${suffix}`;
}

/** The rules of an opening_hours string, one readable line each, in English or Spanish. */
export function weeklyHoursLines(hours: string, locale = 'en'): string[] {
  const days = locale === 'es' ? DAYS_ES : DAYS_EN;
  if (hours.trim() === '24/7')
    return [locale === 'es' ? 'Todos los días, 24 horas' : 'Every day, 24 hours'];
  return hours
    .split(';')
    .map((rule) => rule.trim())
    .filter(Boolean)
    .map((rule) =>
      rule
        .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su|PH)\b/g, (day) => days[day] ?? day)
        .replace(/\b(\d{2}):(\d{2})\b/g, (_, h: string, m: string) => clock(h, m, locale))
        .replace(/-/g, '–')
        .replace(/,/g, ', '),
    );
}
