'use client';

import dynamic from 'next/dynamic';
import type { LocationMapProps } from './LocationMap';

// Leaflet touches `window` on import, so the map only ever renders in the browser.
const LocationMap = dynamic(() => import('./LocationMap'), {
  ssr: false,
  loading: () => <div className="map-loading pharmacy-map">Loading map…</div>,
});

/** Where the pharmacy is; its address beside the map says the same in words. */
export function PharmacyLocationMap(props: LocationMapProps) {
  return (
    <section className="pharmacy-map-panel" aria-label={`Map of ${props.pharmacy.name}`}>
      <LocationMap {...props} />
    </section>
  );
}
