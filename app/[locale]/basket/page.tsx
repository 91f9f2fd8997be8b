import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { BasketView } from '@/components/basket/BasketView';
import { ResultsSkeleton } from '@/components/ui/ResultStates';
import { container } from '@/lib/server/runtime/container';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Metadata'))('basketTitle') };
}

export default function BasketPage() {
  return (
    <Suspense fallback={<ResultsSkeleton />}>
      <BasketView groupId={container().env.browserGroupId} />
    </Suspense>
  );
}
