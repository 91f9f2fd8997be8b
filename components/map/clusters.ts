import Supercluster from 'supercluster';
import type { LocatedPharmacy, LocatedPricing } from '@/lib/domain/api/find-drugs';

/** What the map needs of a listed pharmacy: where it is, its name, its price and its row. */
export interface MapRow {
  pharmacy: Pick<
    LocatedPharmacy,
    'id' | 'pharmacyName' | 'latitude' | 'longitude' | 'locationPrecision'
  >;
  pricing: Pick<LocatedPricing, 'price'>;
  /** The list row it belongs to (its choice's nearest store): highlighted and selected together. */
  choiceId: string;
}

/** What the map draws at one zoom: single pharmacies, and groups too close to label apart. */
export type MapItem =
  | { kind: 'row'; row: MapRow }
  | {
      kind: 'cluster';
      clusterId: number;
      latitude: number;
      longitude: number;
      rows: MapRow[];
    };

export type ClusterIndex = Supercluster<{ row: MapRow }>;

/**
 * A label is up to about 90 × 26 px: points closer than this on screen would overlap. Supercluster's
 * radius is relative to its tile extent; Leaflet's tiles are 256 px, so extent 256 makes it pixels.
 */
const CLUSTER_RADIUS_PX = 80;
/** From zoom 18 (street level) every pharmacy stands alone. */
const LAST_CLUSTERED_ZOOM = 17;

/** Indexes the rows for clustering (once per answer). */
export function clusterIndex(rows: readonly MapRow[]): ClusterIndex {
  return new Supercluster<{ row: MapRow }>({
    radius: CLUSTER_RADIUS_PX,
    extent: 256,
    maxZoom: LAST_CLUSTERED_ZOOM,
  }).load(
    rows.map((row) => ({
      type: 'Feature',
      properties: { row },
      geometry: { type: 'Point', coordinates: [row.pharmacy.longitude, row.pharmacy.latitude] },
    })),
  );
}

/** The whole world: a search has at most 100 pharmacies, so every one is placed at every zoom. */
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/**
 * What to draw at the zoom: every listed pharmacy, alone or in a group. The highlighted row's
 * pharmacies (all the stores of a folded chain) always stand alone, even where their neighbours
 * are grouped, so a row picked in the list can be found.
 */
export function mapItems(
  index: ClusterIndex,
  zoom: number,
  highlightedId: string | null,
): MapItem[] {
  const items: MapItem[] = [];
  for (const feature of index.getClusters(WORLD, zoom)) {
    const props = feature.properties;
    if (!('cluster' in props)) {
      items.push({ kind: 'row', row: props.row });
      continue;
    }
    const rows = index.getLeaves(props.cluster_id, Infinity).map((leaf) => leaf.properties.row);
    const others = rows.filter((row) => row.choiceId !== highlightedId);
    for (const row of rows) if (row.choiceId === highlightedId) items.push({ kind: 'row', row });
    if (others.length === 0) continue;
    if (others.length === 1 && others[0]) items.push({ kind: 'row', row: others[0] });
    else {
      const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
      items.push({
        kind: 'cluster',
        clusterId: props.cluster_id,
        latitude,
        longitude,
        rows: others,
      });
    }
  }
  return items;
}
