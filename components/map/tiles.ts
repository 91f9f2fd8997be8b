/** The map tiles every Leaflet map of the app draws (NEXT_PUBLIC_TILE_URL, else OpenStreetMap's). */
export const TILE_URL =
  process.env.NEXT_PUBLIC_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
