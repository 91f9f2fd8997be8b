import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { PharmacyView } from '@/components/pharmacy/PharmacyView';
import { ResultsSkeleton } from '@/components/ui/ResultStates';
import { pharmacyIdOf } from '@/lib/domain/place/pharmacy-id';
import { loadPharmacy } from '@/lib/server/pages/pharmacy-page';
import { container } from '@/lib/server/runtime/container';

interface PageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  const id = pharmacyIdOf((await params).id);
  const known = id ? loadPharmacy(id) : null;
  return {
    title: known ? `${known.pharmacy.pharmacyName} · ${t('pharmacyTitle')}` : t('pharmacyTitle'),
  };
}

export default async function PharmacyPage({ params }: PageProps) {
  const id = pharmacyIdOf((await params).id);
  if (!id) notFound();
  return (
    <Suspense fallback={<ResultsSkeleton />}>
      <PharmacyView id={id} groupId={container().env.browserGroupId} known={loadPharmacy(id)} />
    </Suspense>
  );
}
