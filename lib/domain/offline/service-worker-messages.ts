/** What a page may ask of the service worker (lib/sw/sw.ts). */
export const KEEP_PAGE_MESSAGE = 'rxpf:keep-page';

/** "Keep a copy of this page for use offline" (it is kept only if it may be: offline-pages.ts). */
export interface KeepPageMessage {
  type: typeof KEEP_PAGE_MESSAGE;
  url: string;
}
