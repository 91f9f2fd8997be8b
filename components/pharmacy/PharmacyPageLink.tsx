'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import type { LocatedDrug } from '@/lib/domain/find-drugs';
import { locationFromPageParams } from '@/lib/domain/location';
import { pharmacyUrl } from '@/lib/client/basket-url';

/** A results row's link to its pharmacy's page, pricing the row's fill there. */
export function PharmacyPageLink({ row }: { row: LocatedDrug }) {
  const location = locationFromPageParams(new URLSearchParams(useSearchParams().toString()));
  const href = pharmacyUrl(row.pharmacy.id, location, [{ ndc: row.drug.ndc, qty: row.drug.qty }]);
  return (
    <Link href={href}>
      Pharmacy details
      <span className="visually-hidden"> for {row.pharmacy.pharmacyName}</span>
    </Link>
  );
}
