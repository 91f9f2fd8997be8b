import { tileUrlTemplate } from '@/lib/domain/place/map-tiles';

/** The map tiles every Leaflet map of the app draws (read here so the bundler inlines the setting). */
export const TILE_URL = tileUrlTemplate(process.env.NEXT_PUBLIC_TILE_URL);
