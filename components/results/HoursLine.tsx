import { useTranslations } from 'next-intl';
import type { OpenStatus } from '@/lib/view/opening-hours';

interface Props {
  /** Null: no hours listed (or unreadable); undefined: still being worked out. */
  status: OpenStatus | null | undefined;
  /** The source lists the store's hours, not the pharmacy counter's: say so. */
  storeHours: boolean;
}

/** "Open · closes 9:00 PM", in the pharmacy's own time zone. */
export function HoursLine({ status, storeHours }: Props) {
  const t = useTranslations('Hours');
  // Keeps the line's height while the status is worked out, so the rows do not shift.
  if (status === undefined) return <p className="hours">&nbsp;</p>;
  if (status === null) return <p className="hours unknown">{t('notListed')}</p>;
  return (
    <p className={status.isOpen ? 'hours open' : 'hours closed'}>
      {storeHours ? t('storeHours') : null}
      {status.label}
    </p>
  );
}
