import { describe, expect, it } from 'vitest';
import { weeklyHoursLines } from './hours-text';

describe('weeklyHoursLines', () => {
  it('reads the dataset’s weekly rules', () => {
    expect(weeklyHoursLines('Mo-Su 07:00-22:00')).toEqual(['Mon–Sun 7 AM–10 PM']);
    expect(weeklyHoursLines('Mo-Fr 08:30-21:00; Sa-Su 10:00-18:00')).toEqual([
      'Mon–Fri 8:30 AM–9 PM',
      'Sat–Sun 10 AM–6 PM',
    ]);
    expect(weeklyHoursLines('Mo-Su 06:00-00:00')).toEqual(['Mon–Sun 6 AM–midnight']);
    expect(weeklyHoursLines('Mo 12:00-13:00,14:00-24:00')).toEqual([
      'Mon 12 PM–1 PM, 2 PM–midnight',
    ]);
    expect(weeklyHoursLines('24/7')).toEqual(['Every day, 24 hours']);
  });

  it('says a day closed all day and a day open all day apart, never "midnight–midnight"', () => {
    expect(weeklyHoursLines('Mo-Fr 08:30-18:00; Sa-Su 00:00-00:00')).toEqual([
      'Mon–Fri 8:30 AM–6 PM',
      'Sat–Sun closed',
    ]);
    expect(weeklyHoursLines('Mo-Fr 08:30-18:00; Sa-Su 00:00-24:00')).toEqual([
      'Mon–Fri 8:30 AM–6 PM',
      'Sat–Sun open 24 hours',
    ]);
    expect(weeklyHoursLines('Su 00:00-00:00', 'es')).toEqual(['dom cerrado']);
  });
});

describe('weeklyHoursLines in Spanish', () => {
  it('uses Spanish days and a. m. / p. m.', () => {
    expect(weeklyHoursLines('Mo-Fr 08:30-21:00; Sa-Su 10:00-18:00', 'es')).toEqual([
      'lun–vie 8:30 a. m.–9 p. m.',
      'sáb–dom 10 a. m.–6 p. m.',
    ]);
    expect(weeklyHoursLines('Mo-Su 06:00-00:00', 'es')).toEqual(['lun–dom 6 a. m.–medianoche']);
    expect(weeklyHoursLines('24/7', 'es')).toEqual(['Todos los días, 24 horas']);
  });
});
