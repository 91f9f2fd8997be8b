/** OpenStreetMap's own tiles: the map's default when no tile server is configured. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The Leaflet tile URL template the maps draw and the CSP allows: the configured one
 * (NEXT_PUBLIC_TILE_URL), else OpenStreetMap's. An empty setting counts as unset, so the map and
 * the policy can never disagree about it.
 */
export function tileUrlTemplate(configured: string | undefined): string {
  return configured?.trim() || OSM_TILE_URL;
}
