import { useLocale, useTranslations } from 'next-intl';
import {
  coverageNote,
  type CoverageKind,
  type ListingCoverage,
} from '@/lib/domain/place/coverage-note';

const KIND_KEY = {
  CVS: 'coverageCVS',
  Costco: 'coverageCostco',
  'Kroger-family stores': 'coverageKroger',
  'independent pharmacies': 'coverageIndependent',
} as const satisfies Record<CoverageKind, string>;

/** Says which kinds of pharmacy the list cannot show where the public data is thin. */
export function CoverageNote({ coverage }: { coverage: ListingCoverage | null }) {
  const locale = useLocale();
  const t = useTranslations('Results');
  if (!coverageNote(coverage) || !coverage) return null;
  const kinds = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    coverage.notListed.map((kind) => t(KIND_KEY[kind])),
  );
  // English keeps the domain's own sentence (its list has no serial comma).
  const note =
    locale === 'en' ? coverageNote(coverage) : t('coverage', { kinds, state: coverage.state });
  return (
    <p className="coverage-note" role="note">
      {note}
    </p>
  );
}
