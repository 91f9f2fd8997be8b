import { useEffect, useState, useSyncExternalStore } from 'react';
import { currentMinuteMs, subscribeToMinutes } from './minute-clock';
import { parsedOpenStatus, weeklyOpenStatus } from '../view/open-now';
import type { OpeningHoursCtor, OpenStatus } from '../view/opening-hours';
import { weeklyHours } from '../view/weekly-hours';

let library: Promise<OpeningHoursCtor> | undefined;
/** The `opening_hours` package (110 KB gzip), fetched once, only for hours the weekly reader declines. */
const loadLibrary = () => (library ??= import('opening_hours').then((module) => module.default));

/**
 * "Open now" for a pharmacy, in its time zone, kept current by the minute. Hydration keeps the
 * status the server rendered (`rendered`); the browser's clock then takes over, and React changes
 * the row only where the status it computes differs. Undefined while the full parser loads; null
 * for no hours or hours nothing can read.
 */
export function useOpenStatus(
  hours: string | null,
  timeZone: string,
  rendered: OpenStatus | undefined,
  locale = 'en',
): OpenStatus | null | undefined {
  const minuteMs = useSyncExternalStore(subscribeToMinutes, currentMinuteMs, () => null);
  const needsLibrary = hours !== null && weeklyHours(hours) === null;
  const [OpeningHours, setOpeningHours] = useState<OpeningHoursCtor | null>(null);
  useEffect(() => {
    if (!needsLibrary) return;
    let cancelled = false;
    void loadLibrary().then((ctor) => {
      if (!cancelled) setOpeningHours(() => ctor);
    });
    return () => {
      cancelled = true;
    };
  }, [needsLibrary]);

  if (hours === null) return null;
  if (minuteMs === null) return rendered;
  if (!needsLibrary) return weeklyOpenStatus(hours, timeZone, minuteMs, locale);
  return OpeningHours
    ? parsedOpenStatus(OpeningHours, hours, timeZone, minuteMs, locale)
    : rendered;
}
