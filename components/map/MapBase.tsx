'use client';

import { useLocale, useTranslations } from 'next-intl';
import { TileLayer, ZoomControl } from 'react-leaflet';
import { tileAttribution } from '@/lib/domain/place/map-tiles';
import { TILE_URL } from './tiles';

/**
 * What every map of the app draws under its markers, in the page's language: the tiles with
 * their credit, and the zoom buttons (Leaflet's own say "Zoom in" whatever the page). Maps are
 * made with `zoomControl={false}` so these replace Leaflet's.
 */
export function MapBase() {
  const t = useTranslations('Map');
  return (
    <>
      <TileLayer url={TILE_URL} attribution={tileAttribution(useLocale())} />
      <ZoomControl zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
    </>
  );
}
