import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import type { LocatedDrug } from '@/lib/domain/find-drugs';
import type { SearchLocation } from '@/lib/domain/location';
import { PharmacyListFrame } from './PharmacyListFrame';
import { PharmacyRow } from './PharmacyRow';

interface Props {
  rows: LocatedDrug[];
  location: SearchLocation | null;
  answeredAtMs: number;
}

/**
 * Rows in the server's HTML: more than a phone's or a desktop's first screen shows, so a link
 * opened without scripts, or read by a crawler, still lists the lowest prices.
 */
const ROWS_IN_HTML = 10;

/**
 * The accessible primary view of the results; the map mirrors its order and selection. The rows
 * past the first ten come with the page's RSC payload and are rendered once it has hydrated, so
 * the browser's first paint parses and lays out a third of them (bench/first-price).
 */
export function PharmacyList({ rows, location, answeredAtMs }: Props) {
  const t = useTranslations('Results');
  // Each row its own Suspense boundary: React hydrates a server-rendered boundary after the rest
  // of the page, in short interruptible slices (a tap on a row hydrates it first), instead of
  // the whole list in one long task (Lighthouse's TBT, bench/lighthouse).
  const rowAt = (row: LocatedDrug, index: number) => (
    <Suspense key={row.pharmacy.id}>
      <PharmacyRow row={row} rank={index + 1} location={location} answeredAtMs={answeredAtMs} />
    </Suspense>
  );
  return (
    <PharmacyListFrame
      label={t('listLabel')}
      first={rows.slice(0, ROWS_IN_HTML).map(rowAt)}
      later={
        rows.length > ROWS_IN_HTML
          ? rows.slice(ROWS_IN_HTML).map((row, index) => rowAt(row, ROWS_IN_HTML + index))
          : null
      }
    />
  );
}
