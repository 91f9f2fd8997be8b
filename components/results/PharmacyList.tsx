import { useTranslations } from 'next-intl';
import type { LocatedDrug } from '@/lib/domain/find-drugs';
import type { SearchLocation } from '@/lib/domain/location';
import { PharmacyRow } from './PharmacyRow';

interface Props {
  rows: LocatedDrug[];
  location: SearchLocation | null;
  answeredAtMs: number;
}

/** The accessible primary view of the results; the map mirrors its order and selection. */
export function PharmacyList({ rows, location, answeredAtMs }: Props) {
  const t = useTranslations('Results');
  return (
    <ol className="pharmacy-list" aria-label={t('listLabel')}>
      {rows.map((row, index) => (
        <PharmacyRow
          key={row.pharmacy.id}
          row={row}
          rank={index + 1}
          location={location}
          answeredAtMs={answeredAtMs}
        />
      ))}
    </ol>
  );
}
