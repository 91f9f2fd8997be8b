import { useEffect, useState } from 'react';
import { openStatus, type OpenStatus } from './opening-hours';

type Evaluator = (hours: string | null) => OpenStatus | null;

/**
 * Loads the opening_hours parser on demand (it is large, and only the results list needs it) and
 * re-evaluates every minute, in the visitor's clock. Null until it has loaded: the server cannot
 * know the visitor's clock, so server-rendered rows say nothing about hours yet.
 */
export function useOpeningHours(): Evaluator | null {
  const [evaluate, setEvaluate] = useState<Evaluator | null>(null);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    void import('opening_hours').then(({ default: OpeningHours }) => {
      if (cancelled) return;
      const refresh = () => {
        const now = new Date();
        setEvaluate(() => (hours: string | null) => openStatus(OpeningHours, hours, now));
      };
      refresh();
      timer = setInterval(refresh, 60_000);
    });
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, []);
  return evaluate;
}
