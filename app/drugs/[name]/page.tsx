import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ResultsView } from '@/components/results/ResultsView';
import { ResultsSkeleton } from '@/components/results/ResultStates';
import { serverEnv } from '@/lib/server/env';
import { searchOrigin } from '@/lib/server/search-origin';

interface PageProps {
  params: Promise<{ name: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const name = decoded((await params).name);
  return { title: `${name} prices near you — Rx Price Finder` };
}

export default async function ResultsPage({ params, searchParams }: PageProps) {
  const name = decoded((await params).name);
  const env = serverEnv();
  return (
    <Suspense fallback={<ResultsSkeleton />}>
      <ResultsView
        name={name}
        groupId={env.browserGroupId}
        card={{ bin: process.env.CARD_BIN ?? null, pcn: process.env.CARD_PCN ?? null }}
        origin={searchOrigin(await searchParams)}
      />
    </Suspense>
  );
}
