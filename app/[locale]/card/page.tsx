import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CounterCard } from '@/components/card/CounterCard';
import { container } from '@/lib/server/runtime/container';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Metadata'))('cardTitle') };
}

/** The discount card on its own, for showing at the pharmacy counter (kept for use offline). */
export default function CardPage() {
  const { env } = container();
  return <CounterCard bin={env.card.bin} pcn={env.card.pcn} groupId={env.browserGroupId} />;
}
