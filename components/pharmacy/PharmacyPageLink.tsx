import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { LocatedDrug } from '@/lib/domain/api/find-drugs';
import type { SearchLocation } from '@/lib/domain/place/location';
import { pharmacyUrl } from '@/lib/view/basket-url';

/** A results row's link to its pharmacy's page, pricing the row's fill there. */
export function PharmacyPageLink({
  row,
  location,
}: {
  row: LocatedDrug;
  location: SearchLocation | null;
}) {
  const t = useTranslations('Results');
  const href = pharmacyUrl(row.pharmacy.id, location, [{ ndc: row.drug.ndc, qty: row.drug.qty }]);
  // Not prefetched: thirty rows would fetch thirty pharmacy pages as they scroll by.
  return (
    <Link href={href} prefetch={false}>
      {t('pharmacyDetails')}
      <span className="visually-hidden">
        {t('pharmacyDetailsFor', { pharmacy: row.pharmacy.pharmacyName })}
      </span>
    </Link>
  );
}
