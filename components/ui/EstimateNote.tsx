import { useLocale, useTranslations } from 'next-intl';
import { formatIsoDate } from '@/lib/view/format';
import { Link } from '@/lib/i18n/navigation';

/** Every price shown is modelled: say so beside the prices, with the cost basis date. */
export function EstimateNote({ asOf }: { asOf: string | undefined }) {
  const locale = useLocale();
  const t = useTranslations('Results');
  // English keeps the ISO date it always showed; Spanish says it in words ("29 de abril de 2026").
  const date = asOf && locale !== 'en' ? formatIsoDate(asOf, locale) : asOf;
  return (
    <p className="estimate-note">
      {t('estimateNote', { asOf: date ?? 'none' })} <Link href="/about">{t('estimateLink')}</Link>
    </p>
  );
}
