'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { keepPageForOffline, registerServiceWorker } from '@/lib/client/service-worker';

/**
 * Installs the service worker and tells it about each page viewed, so "My medicines", the card
 * and the last results open offline (docs/offline.md). Renders nothing.
 */
export function OfflineSupport() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  // Whether the worker answered this document's own navigation (and so already kept it).
  const servedByWorker = useRef<boolean | null>(null);

  useEffect(() => {
    servedByWorker.current = navigator.serviceWorker?.controller != null;
    registerServiceWorker();
  }, []);

  useEffect(() => {
    if (servedByWorker.current) {
      servedByWorker.current = false;
      return;
    }
    void keepPageForOffline(window.location.href);
  }, [pathname, search]);

  return null;
}
