import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ResultsView } from '@/components/results/ResultsView';
import { ResultsSkeleton } from '@/components/results/ResultStates';
import { container } from '@/lib/server/container';

interface PageProps {
  params: Promise<{ name: string }>;
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

export default async function ResultsPage({ params }: PageProps) {
  const name = decoded((await params).name);
  const { env } = container();
  return (
    <Suspense fallback={<ResultsSkeleton />}>
      <ResultsView name={name} groupId={env.browserGroupId} card={env.card} />
    </Suspense>
  );
}
