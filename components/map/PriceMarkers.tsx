'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { formatUsd } from '@/lib/view/format';
import { clusterIndex, mapItems, type MapRow } from './clusters';
import { createIconCache } from './map-icons';

interface Props {
  rows: MapRow[];
  highlightedId: string | null;
  onHover: (id: string | null) => void;
  onSelect: (id: string) => void;
}

/**
 * The map's zoom, read again at each zoom's end. Read as an external store: the first fit of the
 * view (FitBounds, an effect that runs before this component listens) ends a zoom no listener
 * heard, and the labels were then grouped for the zoom the map was created at, not the one shown.
 */
function useMapZoom(map: LeafletMap): number {
  const subscribe = useCallback(
    (onZoomEnd: () => void) => {
      map.on('zoomend', onZoomEnd);
      return () => {
        map.off('zoomend', onZoomEnd);
      };
    },
    [map],
  );
  return useSyncExternalStore(subscribe, () => map.getZoom());
}

/**
 * One price label per pharmacy, grouped where labels would overlap: a group shows how many and the
 * lowest price, and a click zooms in until it comes apart. The highlighted row's markers (every
 * store of a folded chain) are always drawn on their own, so the two-way highlight with the list
 * works inside a group too; a marker highlights and selects its row.
 */
export function PriceMarkers({ rows, highlightedId, onHover, onSelect }: Props) {
  const map = useMap();
  const t = useTranslations('Map');
  const locale = useLocale();
  const zoom = useMapZoom(map);
  const index = useMemo(() => clusterIndex(rows), [rows]);
  const icons = useMemo(() => createIconCache(locale), [locale]);
  const items = mapItems(index, zoom, highlightedId);

  return items.map((item) => {
    if (item.kind === 'cluster') {
      const lowest = Math.min(...item.rows.map((row) => row.pricing.price));
      return (
        <Marker
          key={`cluster-${item.clusterId}-${item.rows.length}`}
          position={[item.latitude, item.longitude]}
          icon={icons.cluster(item.rows.length, lowest)}
          title={t('cluster', { count: item.rows.length, price: formatUsd(lowest, locale) })}
          eventHandlers={{
            click: () =>
              map.flyTo(
                [item.latitude, item.longitude],
                index.getClusterExpansionZoom(item.clusterId),
              ),
          }}
        />
      );
    }
    const { pharmacy, pricing, choiceId } = item.row;
    const highlighted = choiceId === highlightedId;
    return (
      <Marker
        key={pharmacy.id}
        position={[pharmacy.latitude, pharmacy.longitude]}
        icon={icons.price(pricing.price, highlighted)}
        zIndexOffset={highlighted ? 1000 : 0}
        title={`${pharmacy.pharmacyName}: ${formatUsd(pricing.price, locale)}`}
        eventHandlers={{
          click: () => onSelect(choiceId),
          mouseover: () => onHover(choiceId),
          mouseout: () => onHover(null),
        }}
      />
    );
  });
}
