'use client';

import { useSyncExternalStore } from 'react';
import { subscribeToOnline } from '@/lib/client/use-online';
import { OFFLINE_COPY_META } from '@/lib/domain/offline-pages';

/**
 * When this page's answer was made, if it is not live: the time the service worker stored the
 * copy it answered with, or, once the connection drops, when this page loaded. Null while live.
 */
function offlineSinceMs(): number | null {
  const stored = document.querySelector(`meta[name="${OFFLINE_COPY_META}"]`);
  const storedAtMs = Number(stored?.getAttribute('content'));
  if (stored && Number.isFinite(storedAtMs)) return storedAtMs;
  return navigator.onLine ? null : Math.round(performance.timeOrigin);
}

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Offline — prices as of <time>" on a page shown from the stored copy, or once offline. */
export function OfflineNotice() {
  const sinceMs = useSyncExternalStore(subscribeToOnline, offlineSinceMs, () => null);
  if (sinceMs === null) return null;
  return (
    <p className="offline-notice" role="status">
      <strong>Offline</strong> — prices as of{' '}
      <time dateTime={new Date(sinceMs).toISOString()}>{TIME_FORMAT.format(sinceMs)}</time>
    </p>
  );
}
