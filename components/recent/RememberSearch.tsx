'use client';

import { useEffect } from 'react';
import { rememberSearch, type RecentSearch } from '@/lib/client/recent-searches';

/** Keeps a search that found prices among the recent searches the home page offers. */
export function RememberSearch({ search }: { search: RecentSearch }) {
  const { label, place, url } = search;
  useEffect(() => {
    rememberSearch({ label, place, url });
  }, [label, place, url]);
  return null;
}
