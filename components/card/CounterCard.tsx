'use client';

import { useTranslations } from 'next-intl';
import { useMemberId } from '@/lib/client/member-id';
import { useScreenWakeLock } from '@/lib/client/wake-lock';
import { CardTitle } from './CardTitle';
import { ShareCard } from './ShareCard';
import './card.css';

export interface CounterCardProps {
  bin: string | null;
  pcn: string | null;
  groupId: string;
}

/**
 * The discount card made for the pharmacy counter: the four numbers the pharmacist types in, large
 * and in a fixed-width face, the screen kept on. Works offline (docs/offline.md): the numbers
 * come with the page, the member id from this browser when the session cannot be asked.
 */
export function CounterCard({ bin, pcn, groupId }: CounterCardProps) {
  useScreenWakeLock();
  const { memberId, isUnavailable } = useMemberId();
  const t = useTranslations('Card');
  const isDemo = !bin || !pcn;
  const fields: Array<[label: string, value: string]> = [
    ...(isDemo
      ? []
      : ([
          ['BIN', bin],
          ['PCN', pcn],
        ] as Array<[string, string]>)),
    [t('group'), groupId],
    [t('memberId'), memberId ?? (isUnavailable ? t('unavailable') : t('loading'))],
  ];
  return (
    <main id="main" className="counter-card">
      <CardTitle Heading="h1" isDemo={isDemo} />
      <dl className="counter-card-fields">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-field={label}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="card-note">{t('counterNote')}</p>
      <ShareCard bin={bin} pcn={pcn} groupId={groupId} memberId={memberId} />
    </main>
  );
}
