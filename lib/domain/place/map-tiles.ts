/** OpenStreetMap's own tiles: the map's default when no tile server is configured. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The tiles' credit, in the page's language (OpenStreetMap asks for it on every map). */
export function tileAttribution(locale: string): string {
  const osm = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
  return locale === 'es' ? `&copy; colaboradores de ${osm}` : `&copy; ${osm} contributors`;
}

/**
 * The Leaflet tile URL template the maps draw and the CSP allows: the configured one
 * (NEXT_PUBLIC_TILE_URL), else OpenStreetMap's. An empty setting counts as unset, so the map and
 * the policy can never disagree about it.
 */
export function tileUrlTemplate(configured: string | undefined): string {
  return configured?.trim() || OSM_TILE_URL;
}
