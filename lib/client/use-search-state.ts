import { useSearchParams } from 'next/navigation';
import { useRouter } from '@/lib/i18n/navigation';
import { useCallback, useMemo, useTransition } from 'react';
import { resultsUrl, searchStateFromUrl, type SearchState } from '../view/search-state';

/**
 * The search the results page's URL holds, and a way to move to a changed one (a history entry).
 * Moving renders the new URL on the server, which searches there; `navigating` is true until it
 * arrives, while the previous results stay on screen.
 */
export function useSearchState(name: string): {
  state: SearchState;
  navigate: (patch: Partial<SearchState>) => void;
  navigating: boolean;
} {
  const router = useRouter();
  const searchParams = useSearchParams();
  const [navigating, startTransition] = useTransition();
  const state = useMemo(
    () => searchStateFromUrl(name, new URLSearchParams(searchParams.toString())),
    [name, searchParams],
  );
  const navigate = useCallback(
    (patch: Partial<SearchState>) =>
      startTransition(() => router.push(resultsUrl({ ...state, ...patch }), { scroll: false })),
    [router, state],
  );
  return { state, navigate, navigating };
}
