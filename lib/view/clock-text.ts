/** How to write a time: minutes always or only when not :00; 00:00 as a word or a clock time. */
export interface ClockStyle {
  minutes?: 'always' | 'when-set';
  midnight?: 'word' | 'clock';
}

/**
 * One way of writing a time of day in each language, for the hours a row shows ("Open · closes
 * 9:00 PM") and the weekly lines of a pharmacy page ("Mon–Fri 8:30 AM–9 PM"): the glossary's
 * "a. m." / "p. m." in Spanish (the browser's es-US format writes "a.m.", and the two met in one
 * block), and "midnight" / "medianoche" for 00:00 where a day ends, as "12:00 AM" is read both
 * ways.
 */
export function clockText(
  hour: number,
  minute: number,
  locale: string,
  { minutes = 'always', midnight = 'word' }: ClockStyle = {},
): string {
  const es = locale === 'es';
  const isMidnight = (hour === 0 || hour === 24) && minute === 0;
  if (isMidnight && midnight === 'word') return es ? 'medianoche' : 'midnight';
  const morning = hour < 12 || hour === 24;
  const suffix = es ? (morning ? 'a. m.' : 'p. m.') : morning ? 'AM' : 'PM';
  const twelve = hour % 12 || 12;
  return minutes === 'when-set' && minute === 0
    ? `${twelve} ${suffix}`
    : `${twelve}:${String(minute).padStart(2, '0')} ${suffix}`;
}
