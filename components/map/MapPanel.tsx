'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { useShownOnce } from '@/lib/client/use-shown-once';
import { isPinned } from '@/lib/domain/place/pharmacy-place';
import { MapLoading } from './MapLoading';
import type { MapProps } from './PharmacyMap';

// Leaflet touches `window` on import, so the map only ever renders in the browser.
const PharmacyMap = dynamic(() => import('./PharmacyMap'), {
  ssr: false,
  loading: () => <MapLoading />,
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
  const t = useTranslations('Map');
  return (
    <section ref={panel} className="map-panel" aria-label={t('panel')}>
      {shown ? <PharmacyMap {...props} /> : <div className="map-loading" />}
      {unpinned > 0 ? (
        <p className="map-note" role="note">
          {t('unpinned', { count: unpinned })}
        </p>
      ) : null}
    </section>
  );
}
