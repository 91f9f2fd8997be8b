import { useEffect, useState, useSyncExternalStore } from 'react';
import { openStatus, statusOf, type OpeningHoursCtor, type OpenStatus } from './opening-hours';
import { weeklyHours } from './weekly-hours';

const MINUTE_MS = 60_000;
const everyMinute = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
};
/** The visitor's clock, to the minute (a stable snapshot within a minute). */
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
const noClockOnTheServer = () => null;

/** Hours → status; undefined while the hours still need the full parser, which is loading. */
type Evaluator = (hours: string | null) => OpenStatus | null | undefined;

/**
 * Evaluates opening hours in the visitor's clock, again every minute. Plain weekly hours (all of
 * the embedded dataset's) are read at once; the large `opening_hours` package is fetched only when
 * a row's hours need it. Null on the server and while hydrating: the server cannot know the
 * visitor's clock, so server-rendered rows say nothing about hours yet.
 */
export function useOpeningHours(hoursShown: readonly (string | null)[]): Evaluator | null {
  const minute = useSyncExternalStore(everyMinute, currentMinute, noClockOnTheServer);
  const [library, setLibrary] = useState<OpeningHoursCtor | null>(null);
  const needsLibrary = hoursShown.some((hours) => hours !== null && !weeklyHours(hours));

  useEffect(() => {
    if (!needsLibrary || library) return;
    let cancelled = false;
    void import('opening_hours').then(({ default: OpeningHours }) => {
      if (!cancelled) setLibrary(() => OpeningHours);
    });
    return () => {
      cancelled = true;
    };
  }, [needsLibrary, library]);

  if (minute === null) return null;
  const now = new Date(minute * MINUTE_MS);
  return (hours) => {
    if (!hours) return null;
    const weekly = weeklyHours(hours);
    if (weekly) return statusOf(weekly, now);
    return library ? openStatus(library, hours, now) : undefined;
  };
}
