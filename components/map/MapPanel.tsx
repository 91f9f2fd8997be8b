'use client';

import dynamic from 'next/dynamic';
import type { MapProps } from './PharmacyMap';

// Leaflet touches `window` on import, so the map only ever renders in the browser.
const PharmacyMap = dynamic(() => import('./PharmacyMap'), {
  ssr: false,
  loading: () => <div className="map-loading">Loading map…</div>,
});

/** The supplementary map view; the list next to it carries the same information. */
export function MapPanel(props: MapProps) {
  return (
    <section className="map-panel" aria-label="Map of the listed pharmacies">
      <PharmacyMap {...props} />
    </section>
  );
}
