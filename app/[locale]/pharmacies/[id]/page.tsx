import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { PharmacyView } from '@/components/pharmacy/PharmacyView';
import { ResultsSkeleton } from '@/components/results/ResultStates';
import { pharmacyIdOf } from '@/lib/domain/pharmacy-id';
import { container } from '@/lib/server/runtime/container';

interface PageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Metadata'))('pharmacyTitle') };
}

export default async function PharmacyPage({ params }: PageProps) {
  const id = pharmacyIdOf((await params).id);
  if (!id) notFound();
  return (
    <Suspense fallback={<ResultsSkeleton />}>
      <PharmacyView id={id} groupId={container().env.browserGroupId} />
    </Suspense>
  );
}
