import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BasketView } from '@/components/basket/BasketView';
import { ResultsSkeleton } from '@/components/results/ResultStates';
import { container } from '@/lib/server/runtime/container';

export const metadata: Metadata = { title: 'My medicines — Rx Price Finder' };

export default function BasketPage() {
  return (
    <Suspense fallback={<ResultsSkeleton />}>
      <BasketView groupId={container().env.browserGroupId} />
    </Suspense>
  );
}
