'use client';

import { useLocale } from 'next-intl';
import type { OpenStatus } from '@/lib/view/opening-hours';
import { useOpenStatus } from '@/lib/client/use-open-status';
import { HoursLine } from './HoursLine';

interface Props {
  hours: string;
  timeZone: string;
  /** The status the server rendered, for the time it answered; kept until the browser's differs. */
  rendered: OpenStatus | undefined;
  storeHours: boolean;
}

/** A row's "open now" line, kept current by the browser's clock. */
export function OpenNow({ hours, timeZone, rendered, storeHours }: Props) {
  const status = useOpenStatus(hours, timeZone, rendered, useLocale());
  return <HoursLine status={status} storeHours={storeHours} />;
}
