/**
 * One shared clock for everything that shows "open now": the current minute since the epoch, with
 * a single timer however many rows subscribe. For `useSyncExternalStore`; its server snapshot is
 * null (the server renders its own status, which hydration keeps).
 */

const MINUTE_MS = 60_000;
/** Checked often enough that a label turns within seconds of the minute, and after a tab sleeps. */
const CHECK_MS = 10_000;

const listeners = new Set<() => void>();
let minute = Math.floor(Date.now() / MINUTE_MS);
let timer: ReturnType<typeof setInterval> | undefined;

function check(): void {
  const now = Math.floor(Date.now() / MINUTE_MS);
  if (now === minute) return;
  minute = now;
  for (const listener of listeners) listener();
}

/** Subscribes to minute changes; the first subscriber starts the timer, the last stops it. */
export function subscribeToMinutes(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    timer = setInterval(check, CHECK_MS);
    check();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current minute's start, in ms since the epoch. */
export const currentMinuteMs = (): number => minute * MINUTE_MS;
