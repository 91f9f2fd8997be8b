'use client';

import { useTranslations } from 'next-intl';
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, Tooltip, useMap } from 'react-leaflet';
import type { GeoPoint } from '@/lib/domain/place/geo';
import { AppMap } from '@/components/map/AppMap';

export interface LocationMapProps {
  pharmacy: GeoPoint & { name: string };
  origin: GeoPoint | null;
}

function FitBoth({ pharmacy, origin }: LocationMapProps) {
  const map = useMap();
  useEffect(() => {
    if (!origin) return;
    const points: L.LatLngTuple[] = [
      [pharmacy.latitude, pharmacy.longitude],
      [origin.latitude, origin.longitude],
    ];
    map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 16 });
  }, [map, pharmacy, origin]);
  return null;
}

/** One pharmacy on a Leaflet map, with the place distances were measured from. */
export default function LocationMap({ pharmacy, origin }: LocationMapProps) {
  const t = useTranslations('Map');
  return (
    <AppMap
      center={[pharmacy.latitude, pharmacy.longitude]}
      zoom={15}
      className="leaflet-map pharmacy-map"
    >
      <FitBoth pharmacy={pharmacy} origin={origin} />
      {origin ? (
        <CircleMarker
          center={[origin.latitude, origin.longitude]}
          radius={7}
          pathOptions={{ color: '#4a4a4a', fillColor: '#4a4a4a', fillOpacity: 0.8 }}
          className="search-origin"
        >
          <Tooltip>{t('searchLocation')}</Tooltip>
        </CircleMarker>
      ) : null}
      <CircleMarker
        center={[pharmacy.latitude, pharmacy.longitude]}
        radius={10}
        pathOptions={{ color: '#0b5cad', fillColor: '#0b5cad', fillOpacity: 0.9 }}
        className="pharmacy-marker"
      >
        <Tooltip permanent direction="top" offset={[0, -10]}>
          {pharmacy.name}
        </Tooltip>
      </CircleMarker>
    </AppMap>
  );
}
