'use client';

import { useEffect } from 'react';
import type { FindDrugsAnswer } from '@/lib/domain/find-drugs';
import { describeLocation } from '@/lib/domain/location';
import { rememberSearch } from '@/lib/client/recent-searches';
import { resultsUrl, type SearchState } from '@/lib/client/search-state';
import { selectionLabel } from '@/lib/client/selection-label';

/** Keeps a search that found prices among the recent searches the home page offers. */
export function RememberSearch({ state, data }: { state: SearchState; data?: FindDrugsAnswer }) {
  const label = data && data.Drugs.length > 0 ? selectionLabel(data, state.name).drugLabel : null;
  const url = resultsUrl(state);
  const place = describeLocation(state.location);
  useEffect(() => {
    if (label) rememberSearch({ label, place, url });
  }, [label, place, url]);
  return null;
}
