'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { MapLoading } from '@/components/map/MapLoading';
import type { LocationMapProps } from './LocationMap';

// Leaflet touches `window` on import, so the map only ever renders in the browser.
const LocationMap = dynamic(() => import('./LocationMap'), {
  ssr: false,
  loading: () => <MapLoading className="pharmacy-map" />,
});

/** Where the pharmacy is; its address beside the map says the same in words. */
export function PharmacyLocationMap(props: LocationMapProps) {
  const t = useTranslations('Map');
  return (
    <section
      className="pharmacy-map-panel"
      aria-label={t('mapOf', { pharmacy: props.pharmacy.name })}
    >
      <LocationMap {...props} />
    </section>
  );
}
