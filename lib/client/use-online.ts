import { useSyncExternalStore } from 'react';

/** Calls `onChange` when the browser goes on- or offline; returns the unsubscribe. */
export function subscribeToOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network (true on the server and before hydration). */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribeToOnline,
    () => navigator.onLine,
    () => true,
  );
