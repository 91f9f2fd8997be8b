import { createRequire } from 'node:module';
import type { ZipRow } from '../../lib/domain/dataset/dataset-schema';

interface ZipcodesEntry {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  country: string;
}

/** US ZIP gazetteer rows from the `zipcodes` package (GeoNames coordinates, CC BY 4.0). */
export function buildZips(): ZipRow[] {
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes') as { codes: Record<string, ZipcodesEntry> };
  return Object.values(codes)
    .filter(
      (c) =>
        c.country === 'US' &&
        /^\d{5}$/.test(c.zip) &&
        /^[A-Z]{2}$/.test(c.state) &&
        Number.isFinite(c.latitude) &&
        Number.isFinite(c.longitude) &&
        !(c.latitude === 0 && c.longitude === 0),
    )
    .map((c): ZipRow => [c.zip, c.city, c.state, c.latitude, c.longitude])
    .sort((a, b) => a[0].localeCompare(b[0]));
}
