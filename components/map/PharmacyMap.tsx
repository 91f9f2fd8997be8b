'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { CircleMarker, Pane, Tooltip, useMap } from 'react-leaflet';
import type { SearchOrigin } from '@/lib/domain/place/location';
import { isPinned } from '@/lib/domain/place/pharmacy-place';
import type { MapRow } from './clusters';
import { PriceMarkers } from './PriceMarkers';
import { AppMap } from './AppMap';

export interface MapProps {
  rows: MapRow[];
  origin: SearchOrigin | null;
  highlightedId: string | null;
  onHover: (id: string | null) => void;
  onSelect: (id: string) => void;
}

// Room for the labels drawn above and to the right of their points (anchors in map-icons.ts:
// a label reaches about 40 px up, 40 px left and 65 px right of its pharmacy), so the outermost
// ones are not cut at the map's edges.
const LABEL_ROOM_TOP_LEFT: L.PointTuple = [44, 44];
const LABEL_ROOM_BOTTOM_RIGHT: L.PointTuple = [68, 12];

function FitBounds({ rows, origin }: Pick<MapProps, 'rows' | 'origin'>) {
  const map = useMap();
  const points: L.LatLngTuple[] = rows.map((r) => [r.pharmacy.latitude, r.pharmacy.longitude]);
  if (origin) points.push([origin.latitude, origin.longitude]);
  // Fitted again only when what it covers changes (another answer, another place). A re-render
  // of the same answer (a hover, a selection, a re-sort) keeps the zoom and pan the user chose:
  // refitting then threw away a group's zoom-in, even stopping its flight halfway.
  const extent = points.length > 0 ? L.latLngBounds(points).toBBoxString() : null;
  useEffect(() => {
    if (extent === null) return;
    const [west = 0, south = 0, east = 0, north = 0] = extent.split(',').map(Number);
    map.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      {
        paddingTopLeft: LABEL_ROOM_TOP_LEFT,
        paddingBottomRight: LABEL_ROOM_BOTTOM_RIGHT,
        maxZoom: 15,
      },
    );
  }, [map, extent]);
  return null;
}

/**
 * The results on a Leaflet map: price markers (grouped where they would overlap) for the listed
 * pharmacies, and the point the search measured distances from. This module and everything it
 * imports (Leaflet, supercluster) load only once the map is on screen.
 */
export default function PharmacyMap({ rows: listed, origin, ...markerProps }: MapProps) {
  const t = useTranslations('Map');
  // A pharmacy known only by ZIP is never drawn: its ZIP's centre is not where it stands.
  const rows = useMemo(() => listed.filter((row) => isPinned(row.pharmacy)), [listed]);
  const center: L.LatLngTuple = origin
    ? [origin.latitude, origin.longitude]
    : [rows[0]?.pharmacy.latitude ?? 39.8, rows[0]?.pharmacy.longitude ?? -98.6];
  return (
    // Half-level zoom steps: the labels' room at the edges would otherwise often cost a whole
    // level, and the pharmacies would huddle in the middle of a phone's map.
    <AppMap center={center} zoom={13} zoomSnap={0.5} className="leaflet-map">
      <FitBounds rows={rows} origin={origin} />
      {origin ? (
        // Above the price labels (marker pane: 600), so a label never hides where the search is.
        <Pane name="search-origin" style={{ zIndex: 640 }}>
          <CircleMarker
            center={[origin.latitude, origin.longitude]}
            radius={8}
            pathOptions={{ color: '#fff', weight: 3, fillColor: '#0b5cad', fillOpacity: 1 }}
            className="search-origin"
          >
            <Tooltip>{`${t('searchLocation')}: ${origin.label}`}</Tooltip>
          </CircleMarker>
        </Pane>
      ) : null}
      <PriceMarkers rows={rows} {...markerProps} />
    </AppMap>
  );
}
