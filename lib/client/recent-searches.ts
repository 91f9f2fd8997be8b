import { locationFromPageParams, type SearchLocation } from '@/lib/domain/place/location';
import { forgetSavedResults } from './device-traces';
import { localStore, useLocalStore } from './local-store';

/** A search someone made here, for the home page to offer again. */
export interface RecentSearch {
  /** "atorvastatin 20 mg tablet". */
  label: string;
  /** "94110" or "San Francisco, CA". */
  place: string;
  /** The results URL: /drugs/<name>?… */
  url: string;
}

const MAX_RECENT = 6;
const NO_SEARCHES: readonly RecentSearch[] = [];

const isShort = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 300;

function parseSearches(raw: unknown): readonly RecentSearch[] {
  if (!Array.isArray(raw)) return NO_SEARCHES;
  return (raw as Array<Partial<Record<keyof RecentSearch, unknown>>>)
    .filter(
      (s): s is RecentSearch =>
        isShort(s?.label) &&
        typeof s?.place === 'string' &&
        isShort(s?.url) &&
        s.url.startsWith('/drugs/'),
    )
    .slice(0, MAX_RECENT);
}

const recent = localStore('rxpf.recent.v1', parseSearches, NO_SEARCHES);

/** The last searches, newest first. */
export const useRecentSearches = (): readonly RecentSearch[] => useLocalStore(recent);

/** Puts a search first (once: the same drug and place replace the older entry). */
export function rememberSearch(search: RecentSearch): void {
  const others = recent.get().filter((s) => s.label !== search.label || s.place !== search.place);
  recent.set([search, ...others].slice(0, MAX_RECENT));
}

/**
 * Forgets every recent search, and the results pages kept for use offline with them: both name
 * medicines, and on a shared computer that matters.
 */
export function clearRecentSearches(): void {
  recent.set(NO_SEARCHES);
  void forgetSavedResults().catch(() => {
    // Storage refused (private mode): there were no copies to forget.
  });
}

/** Where the last search was made, to offer the same place again; null before any. */
export function useLastLocation(): SearchLocation | null {
  const last = useRecentSearches()[0];
  return last ? locationFromPageParams(new URL(last.url, 'http://localhost').searchParams) : null;
}
