/**
 * An OpenStreetMap opening_hours string as lines people read ("Mon–Fri 9 AM–9 PM"). The dataset's
 * hours are weekly rules separated by ";" (and "24/7"); anything else is shown as written, with
 * day names and times made readable.
 */
const DAYS: Record<string, string> = {
  Mo: 'Mon',
  Tu: 'Tue',
  We: 'Wed',
  Th: 'Thu',
  Fr: 'Fri',
  Sa: 'Sat',
  Su: 'Sun',
  PH: 'holidays',
};

function clock(hours: string, minutes: string): string {
  const hour = Number(hours);
  if ((hour === 0 || hour === 24) && minutes === '00') return 'midnight';
  const suffix = hour < 12 || hour === 24 ? 'AM' : 'PM';
  const twelve = hour % 12 || 12;
  return minutes === '00' ? `${twelve} ${suffix}` : `${twelve}:${minutes} ${suffix}`;
}

/** The rules of an opening_hours string, one readable line each. */
export function weeklyHoursLines(hours: string): string[] {
  if (hours.trim() === '24/7') return ['Every day, 24 hours'];
  return hours
    .split(';')
    .map((rule) => rule.trim())
    .filter(Boolean)
    .map((rule) =>
      rule
        .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su|PH)\b/g, (day) => DAYS[day] ?? day)
        .replace(/\b(\d{2}):(\d{2})\b/g, (_, h: string, m: string) => clock(h, m))
        .replace(/-/g, '–')
        .replace(/,/g, ', '),
    );
}
