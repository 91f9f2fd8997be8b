'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { OFFLINE_PAGES_CACHE, savedResultsOf } from '@/lib/domain/offline/offline-pages';

/**
 * The results pages this browser keeps for use offline (the service worker's copies), as links:
 * they open with no connection. Read from Cache Storage, so nothing of it is on the server.
 */
export function SavedResults() {
  const t = useTranslations('Offline');
  const [saved, setSaved] = useState<Array<{ href: string; label: string }> | null>(null);
  useEffect(() => {
    // Without Cache Storage (an old browser, a non-secure origin) there is nothing stored to list.
    if (!('caches' in window)) return;
    caches
      .open(OFFLINE_PAGES_CACHE)
      .then((cache) => cache.keys())
      .then((requests) =>
        setSaved(
          savedResultsOf(
            requests.map((request) => request.url),
            location.origin,
          ),
        ),
      )
      .catch(() => setSaved([]));
  }, []);
  if (saved === null || saved.length === 0) return null;
  return (
    <>
      <h2>{t('savedResults')}</h2>
      <ul>
        {saved.map(({ href, label }) => (
          // A full navigation: the worker answers it from its copy.
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
