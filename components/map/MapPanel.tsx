'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { useShownOnce } from '@/lib/client/use-shown-once';
import { isPinned } from '@/lib/domain/pharmacy-place';
import type { MapProps } from './PharmacyMap';

// Leaflet touches `window` on import, so the map only ever renders in the browser.
const PharmacyMap = dynamic(() => import('./PharmacyMap'), {
  ssr: false,
  loading: () => <div className="map-loading">Loading map…</div>,
});

/**
 * The supplementary map view; the list next to it carries the same information. The map's code
 * (Leaflet and all) is fetched only when the panel first shows: at once beside the list on a wide
 * screen, on a phone only when "Map" is chosen.
 */
export function MapPanel(props: MapProps) {
  const panel = useRef<HTMLElement>(null);
  const shown = useShownOnce(panel);
  const unpinned = props.rows.filter((row) => !isPinned(row.pharmacy)).length;
  return (
    <section ref={panel} className="map-panel" aria-label="Map of the listed pharmacies">
      {shown ? <PharmacyMap {...props} /> : <div className="map-loading" />}
      {unpinned > 0 ? (
        <p className="map-note" role="note">
          {unpinned === 1 ? '1 pharmacy' : `${unpinned} pharmacies`} in the list{' '}
          {unpinned === 1 ? 'has' : 'have'} only a ZIP area, not a position, and{' '}
          {unpinned === 1 ? 'is' : 'are'} not on the map.
        </p>
      ) : null}
    </section>
  );
}
