import { isOfflinePagePath } from '@/lib/domain/offline/offline-pages';
import {
  KEEP_PAGE_MESSAGE,
  type KeepPageMessage,
} from '@/lib/domain/offline/service-worker-messages';

/** Where the worker is served (app/serwist/[path]/route.ts); it controls the whole site. */
export const SERVICE_WORKER_URL = '/serwist/sw.js';

/**
 * Registers the worker, in production builds of browsers that have service workers, once the
 * page has loaded: installing it fetches the build's static files, which must not compete with
 * the page's own.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // No worker (private mode, blocked storage): the site works as before, only not offline.
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/**
 * Asks the worker to keep a copy of this page: one reached by a client-side navigation, or the
 * first one, loaded before the worker controlled it, never passed through its fetch handler.
 */
export async function keepPageForOffline(href: string): Promise<void> {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  if (!navigator.onLine || !isOfflinePagePath(new URL(href).pathname)) return;
  const worker = (await navigator.serviceWorker.ready).active;
  const message: KeepPageMessage = { type: KEEP_PAGE_MESSAGE, url: href };
  worker?.postMessage(message);
}
