'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer, ZoomControl, type MapContainerProps } from 'react-leaflet';
import { tileAttribution } from '@/lib/domain/place/map-tiles';
import { TILE_URL } from './tiles';

type Props = Omit<MapContainerProps, 'scrollWheelZoom' | 'zoomControl'> & { children: ReactNode };

/**
 * A Leaflet map as every map of the app is made: the wheel scrolls the page, not the map; under
 * the markers (`children`) the tiles with their credit, in the page's language, and zoom buttons
 * that say so in it too (Leaflet's own say "Zoom in" whatever the page, so they are left off).
 */
export function AppMap({ children, ...map }: Props) {
  const t = useTranslations('Map');
  return (
    <MapContainer {...map} scrollWheelZoom={false} zoomControl={false}>
      <TileLayer url={TILE_URL} attribution={tileAttribution(useLocale())} />
      <ZoomControl zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
      {children}
    </MapContainer>
  );
}
