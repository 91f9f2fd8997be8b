'use client';

import type { ReactNode } from 'react';
import { MapPanel } from '@/components/map/MapPanel';
import type { MapRow } from '@/components/map/clusters';
import type { SearchOrigin } from '@/lib/domain/place/location';
import { useResultsControls, useSelection } from './ResultsShell';

/**
 * The list (server-rendered, passed in) beside the map, or one of them on a phone; dimmed while
 * a changed search loads, its previous results still readable.
 */
export function ResultsBody({
  list,
  mapRows,
  origin,
}: {
  list: ReactNode;
  mapRows: MapRow[];
  origin: SearchOrigin | null;
}) {
  const { view, navigating } = useResultsControls();
  const { highlightedId, hover, select } = useSelection();
  return (
    <div className={`results-body view-${view}`} aria-busy={navigating}>
      {list}
      <MapPanel
        rows={mapRows}
        origin={origin}
        highlightedId={highlightedId}
        onHover={hover}
        onSelect={select}
      />
    </div>
  );
}
