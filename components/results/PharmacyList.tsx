import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import type { ListedChoice } from '@/lib/domain/results/choices';
import type { SearchLocation } from '@/lib/domain/place/location';
import { PharmacyListFrame } from './PharmacyListFrame';
import { PharmacyRow } from './PharmacyRow';

interface Props {
  /** One row per choice: a pharmacy, or a chain's stores at one price. */
  choices: ListedChoice[];
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
export function PharmacyList({ choices, location, answeredAtMs }: Props) {
  const t = useTranslations('Results');
  // Each row its own Suspense boundary: React hydrates a server-rendered boundary after the rest
  // of the page, in short interruptible slices (a tap on a row hydrates it first), instead of
  // the whole list in one long task (Lighthouse's TBT, bench/lighthouse).
  const rowAt = (listed: ListedChoice, index: number) => (
    <Suspense key={listed.choice.nearestPharmacyId}>
      <PharmacyRow
        listed={listed}
        rank={index + 1}
        location={location}
        answeredAtMs={answeredAtMs}
      />
    </Suspense>
  );
  return (
    <PharmacyListFrame
      label={t('listLabel')}
      first={choices.slice(0, ROWS_IN_HTML).map(rowAt)}
      later={
        choices.length > ROWS_IN_HTML
          ? choices.slice(ROWS_IN_HTML).map((listed, index) => rowAt(listed, ROWS_IN_HTML + index))
          : null
      }
    />
  );
}
