import { startTransition, useEffect, useState } from 'react';
import { openStatus, statusOf, type OpeningHoursCtor, type OpenStatus } from './opening-hours';
import { weeklyHours } from './weekly-hours';

const MINUTE_MS = 60_000;

/** Hours → status; undefined while the hours still need the full parser, which is loading. */
type Evaluator = (hours: string | null) => OpenStatus | null | undefined;

/**
 * Evaluates opening hours in the visitor's clock, again every minute. Plain weekly hours (all of
 * the embedded dataset's) are read at once; the large `opening_hours` package is fetched only when
 * a row's hours need it. Null on the server and until mounted: the server cannot know the
 * visitor's clock, so server-rendered rows say nothing about hours yet.
 */
export function useOpeningHours(hoursShown: readonly (string | null)[]): Evaluator | null {
  const [minute, setMinute] = useState<number | null>(null);
  const [library, setLibrary] = useState<OpeningHoursCtor | null>(null);
  const needsLibrary = hoursShown.some((hours) => hours !== null && !weeklyHours(hours));

  useEffect(() => {
    // A transition: the list's re-render with hours must not block the main thread (nor hurry
    // the hydration of rows React has not reached yet).
    const tick = () => startTransition(() => setMinute(Math.floor(Date.now() / MINUTE_MS)));
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, MINUTE_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
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
