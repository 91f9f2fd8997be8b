'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { useSyncExternalStore } from 'react';
import { subscribeToOnline } from '@/lib/client/use-online';
import { OFFLINE_COPY_META } from '@/lib/domain/offline/offline-pages';

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

/**
 * "Offline — prices as of <time>" on a results page shown from the stored copy, or once offline;
 * "Offline — saved <time>" on a page with no prices (the card, the list, the offline page).
 */
export function OfflineNotice() {
  const sinceMs = useSyncExternalStore(subscribeToOnline, offlineSinceMs, () => null);
  const hasPrices = usePathname().startsWith('/drugs/');
  const t = useTranslations('Offline');
  const format = useFormatter();
  if (sinceMs === null) return null;
  // The visitor's own clock time: the app's formats default to UTC (pharmacy hours are computed
  // per zone on the server), and this notice is only ever rendered in the browser.
  const time = format.dateTime(sinceMs, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  return (
    <p className="offline-notice" role="status">
      {t.rich(hasPrices ? 'notice' : 'noticeSaved', {
        time,
        strong: (chunks) => <strong>{chunks}</strong>,
        when: (chunks) => <time dateTime={new Date(sinceMs).toISOString()}>{chunks}</time>,
      })}
    </p>
  );
}
