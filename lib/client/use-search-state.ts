import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { resultsUrl, searchStateFromUrl, type SearchState } from './search-state';

/** The search the results page's URL holds, and a way to move to a changed one (history entry). */
export function useSearchState(name: string): {
  state: SearchState;
  navigate: (patch: Partial<SearchState>) => void;
} {
  const router = useRouter();
  const searchParams = useSearchParams();
  const state = useMemo(
    () => searchStateFromUrl(name, new URLSearchParams(searchParams.toString())),
    [name, searchParams],
  );
  const navigate = useCallback(
    (patch: Partial<SearchState>) =>
      router.push(resultsUrl({ ...state, ...patch }), { scroll: false }),
    [router, state],
  );
  return { state, navigate };
}
