import { isResultsPagePath, OFFLINE_PAGES_CACHE } from '@/lib/domain/offline/offline-pages';
import { SERVICE_WORKER_URL } from './service-worker';

/**
 * What this site leaves in the browser, and how to remove it (docs/offline.md, "On a shared
 * device"): localStorage values named `rxpf.*` (recent searches, My medicines, the card's member
 * id), the service worker's caches (`rxpf-*`, Serwist's `serwist-precache-*`) and its expiry
 * records, and the session cookie, which only the server can clear (it is httpOnly).
 */
const STORAGE_PREFIX = 'rxpf.';
/** Ours, and Serwist's own precache (the build's files). */
const CACHE_PREFIXES = ['rxpf-', 'serwist-'];
/** Serwist's ExpirationPlugin keeps when each copy was stored here. */
const EXPIRATION_DATABASE = 'serwist-expiration';

/** Deletes the stored copies of results pages: each names a medicine and a place. */
export async function forgetSavedResults(): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(OFFLINE_PAGES_CACHE);
  const copies = await cache.keys();
  await Promise.all(
    copies
      .filter((request) => isResultsPagePath(new URL(request.url).pathname))
      .map((request) => cache.delete(request)),
  );
}

/** Whether the server ended the session: false offline, when its cookie stays until next time. */
export type ForgetOutcome = { sessionEnded: boolean };

/**
 * "Forget this device": the session is revoked and its cookie cleared, then every value, copy and
 * worker of this site is removed from the browser. The caller reloads: what the page holds in
 * memory goes with it.
 */
export async function forgetThisDevice(): Promise<ForgetOutcome> {
  const sessionEnded = await fetch('/gateway/session', {
    method: 'DELETE',
    credentials: 'same-origin',
    cache: 'no-store',
  }).then(
    (response) => response.ok,
    () => false,
  );
  for (const key of Object.keys(window.localStorage)) {
    if (key.startsWith(STORAGE_PREFIX)) window.localStorage.removeItem(key);
  }
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => CACHE_PREFIXES.some((prefix) => name.startsWith(prefix)))
        .map((name) => caches.delete(name)),
    );
  }
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(
      registrations
        .filter((registration) => registration.active?.scriptURL.endsWith(SERVICE_WORKER_URL))
        .map((registration) => registration.unregister()),
    );
  }
  if ('indexedDB' in window) window.indexedDB.deleteDatabase(EXPIRATION_DATABASE);
  return { sessionEnded };
}
