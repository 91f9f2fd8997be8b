import { cleanPhone } from '../phone';
import type { SourceRow } from './source-row';

type CsvRow = Record<string, string>;

/**
 * Geocodio result types that place the store itself (a rooftop, an interpolated house number,
 * a corner). `street_center` (the middle of the named street, often miles off on a highway) and
 * `place` (the town's centre) do not: those stores are kept with their ZIP as their only position.
 */
const PRECISE_GEOCODES = new Set([
  'rooftop',
  'range_interpolation',
  'nearest_rooftop_match',
  'intersection',
]);

/** "520 Highway 119 Alabaster, AL 35007" → its street+city part, state and ZIP. */
const ONE_LINE = /^(.*?),?\s+([A-Z]{2})\s+(\d{5})(?:-?\d{4})?\s*$/;

/**
 * The national CVS list of 2021-11-20 (hrbrmstr/cvs-location-closures, MIT): `cvs.csv` and its
 * geocoded twin line up row for row. Names are what a shopper sees on the sign: "CVS Pharmacy
 * #4867", or "CVS Pharmacy in Target" for the counters inside Target stores.
 * `cityOfZip(zip5)` gives the gazetteer's city for a ZIP, to split street from city.
 */
export function cvsRows(
  stores: readonly CsvRow[],
  geocoded: readonly CsvRow[],
  cityOfZip: (zip5: string) => string | undefined,
): SourceRow[] {
  if (stores.length !== geocoded.length) {
    throw new Error(`CVS: ${stores.length} stores but ${geocoded.length} geocoded rows`);
  }
  return stores.map((store, index) => {
    const geo = geocoded[index] ?? {};
    if (geo.address !== store.address) throw new Error(`CVS row ${index}: files out of step`);
    const parsed = ONE_LINE.exec((store.address ?? '').trim());
    const zip = parsed?.[3] ?? geo.Zip ?? '';
    const { street, city } = splitStreetAndCity(
      parsed?.[1] ?? '',
      [geo.City ?? '', cityOfZip(zip) ?? ''],
      `${geo.Number ?? ''} ${geo.Street ?? ''}`.trim(),
      geo.City ?? '',
    );
    const id = (store.id ?? '').trim();
    return {
      source: 'cvs-2021-11',
      sourceId: id,
      name: store.target === 'TRUE' ? 'CVS Pharmacy in Target' : `CVS Pharmacy #${id}`,
      chain: 'CVS',
      address: street,
      city,
      state: parsed?.[2] ?? geo.State ?? '',
      zip,
      phone: cleanPhone(store.phone ?? ''),
      latitude: Number(geo.Latitude),
      longitude: Number(geo.Longitude),
      hours: null,
      locationPrecision: PRECISE_GEOCODES.has(geo['Accuracy Type'] ?? '') ? 'address' : 'zip',
    };
  });
}

/**
 * The one-line address has no comma between street and city: the city is whichever known name
 * (the geocoder's, the ZIP's) ends it; else the geocoder's parsed street and city are used.
 */
function splitStreetAndCity(
  streetAndCity: string,
  knownCities: readonly string[],
  geocodedStreet: string,
  geocodedCity: string,
): { street: string; city: string } {
  const lower = streetAndCity.toLowerCase();
  for (const city of knownCities) {
    if (city && lower.endsWith(` ${city.toLowerCase()}`)) {
      const street = streetAndCity.slice(0, -city.length - 1).replace(/[,\s]+$/, '');
      if (street) return { street, city: streetAndCity.slice(-city.length) };
    }
  }
  return { street: geocodedStreet || streetAndCity, city: geocodedCity };
}
