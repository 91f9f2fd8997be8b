'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { CircleMarker, MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { LocatedDrug } from '@/lib/domain/find-drugs';
import { formatUsd } from '@/lib/client/format';

export interface MapProps {
  rows: LocatedDrug[];
  origin: { latitude: number; longitude: number } | null;
  highlightedId: string | null;
  onHover: (id: string | null) => void;
  onSelect: (id: string) => void;
}

const TILE_URL =
  process.env.NEXT_PUBLIC_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Price labels as HTML markers: no image URLs, so nothing breaks under the bundler. */
function priceIcon(price: number, highlighted: boolean): L.DivIcon {
  return L.divIcon({
    className: highlighted ? 'price-marker highlighted' : 'price-marker',
    html: `<span>${formatUsd(price)}</span>`,
    iconSize: undefined,
    iconAnchor: [28, 34],
  });
}

function FitBounds({ rows, origin }: Pick<MapProps, 'rows' | 'origin'>) {
  const map = useMap();
  useEffect(() => {
    const points: L.LatLngTuple[] = rows.map((r) => [r.pharmacy.latitude, r.pharmacy.longitude]);
    if (origin) points.push([origin.latitude, origin.longitude]);
    if (points.length > 0)
      map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
  }, [map, rows, origin]);
  return null;
}

/** The results on a Leaflet map: one price marker per listed pharmacy, in the list's order. */
export default function PharmacyMap({ rows, origin, highlightedId, onHover, onSelect }: MapProps) {
  const icons = useMemo(
    () =>
      new Map(
        rows.map((r) => [
          r.pharmacy.id,
          [priceIcon(r.pricing.price, false), priceIcon(r.pricing.price, true)] as const,
        ]),
      ),
    [rows],
  );
  const center: L.LatLngTuple = origin
    ? [origin.latitude, origin.longitude]
    : [rows[0]?.pharmacy.latitude ?? 39.8, rows[0]?.pharmacy.longitude ?? -98.6];
  return (
    <MapContainer center={center} zoom={13} className="leaflet-map" scrollWheelZoom={false}>
      <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
      <FitBounds rows={rows} origin={origin} />
      {origin ? (
        <CircleMarker
          center={[origin.latitude, origin.longitude]}
          radius={8}
          pathOptions={{ color: '#0b5cad', fillColor: '#0b5cad', fillOpacity: 0.9 }}
          className="search-origin"
        >
          <Tooltip>Search location</Tooltip>
        </CircleMarker>
      ) : null}
      {rows.map((row) => {
        const highlighted = row.pharmacy.id === highlightedId;
        const [plain, strong] = icons.get(row.pharmacy.id) ?? [];
        return (
          <Marker
            key={row.pharmacy.id}
            position={[row.pharmacy.latitude, row.pharmacy.longitude]}
            icon={(highlighted ? strong : plain) ?? priceIcon(row.pricing.price, highlighted)}
            zIndexOffset={highlighted ? 1000 : 0}
            title={`${row.pharmacy.pharmacyName}: ${formatUsd(row.pricing.price)}`}
            alt={`${row.pharmacy.pharmacyName}: ${formatUsd(row.pricing.price)}`}
            eventHandlers={{
              click: () => onSelect(row.pharmacy.id),
              mouseover: () => onHover(row.pharmacy.id),
              mouseout: () => onHover(null),
            }}
          />
        );
      })}
    </MapContainer>
  );
}
