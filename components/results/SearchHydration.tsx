'use client';

import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { withApiProblems } from '@/lib/client/hydration';

/** Seeds the browser's query cache with the search the server rendered (answer or 4xx problem). */
export function SearchHydration({
  state,
  children,
}: {
  state: DehydratedState | null;
  children: ReactNode;
}) {
  const revived = useMemo(() => (state ? withApiProblems(state) : undefined), [state]);
  return <HydrationBoundary state={revived}>{children}</HydrationBoundary>;
}
