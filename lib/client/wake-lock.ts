import { useEffect } from 'react';

/**
 * Keeps the screen on while the page is shown (Screen Wake Lock API, where the browser has it):
 * the card stays legible while the pharmacist types the numbers in. The browser releases the lock
 * when the page is hidden; it is asked for again when the page shows.
 */
export function useScreenWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let active = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (active) lock = sentinel;
          else void sentinel.release();
        },
        () => {
          // Refused (battery saver, no user activation): the screen dims as usual.
        },
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}
