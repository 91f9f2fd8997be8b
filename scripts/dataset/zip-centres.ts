import type { ZipRow } from '../../lib/domain/dataset/dataset-schema';
import { distanceMiles, type GeoPoint } from '../../lib/domain/place/geo';
import { cityLetters } from './pharmacy-location';

/** A gazetteer centre this far from where the ZIP's own pharmacies stand is not the ZIP's. */
const WRONG_CENTRE_MILES = 10;
/** Pharmacies within this of their median agree on where the ZIP is. */
const AGREEING_MILES = 2;

export interface ZipCentreFix {
  zip5: string;
  city: string;
  movedMiles: number;
  pharmacies: number;
}

interface PlacedRow extends GeoPoint {
  zip5: string;
  city: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

/**
 * The `zipcodes` package puts a few ZIP centres in the wrong place (90095, UCLA's campus, sits in
 * Harbor City, 20 miles south). Where two or more pharmacies of the ZIP's own city, placed by
 * their sources, agree with each other (within 2 miles of their median) and the centre lies more
 * than 10 miles from them, the centre moves to their median. Searches from that ZIP then start
 * where it is, and pharmacies are checked against the right point.
 */
export function correctZipCentres(
  zips: readonly ZipRow[],
  placed: readonly PlacedRow[],
): { zips: ZipRow[]; fixes: ZipCentreFix[] } {
  const byZip = new Map<string, PlacedRow[]>();
  for (const row of placed) byZip.set(row.zip5, [...(byZip.get(row.zip5) ?? []), row]);
  const fixes: ZipCentreFix[] = [];
  const corrected = zips.map((zip): ZipRow => {
    const [zip5, city, state, latitude, longitude] = zip;
    const own = (byZip.get(zip5) ?? []).filter(
      (row) => cityLetters(row.city) === cityLetters(city),
    );
    if (own.length < 2) return zip;
    const centre = {
      latitude: median(own.map((row) => row.latitude)),
      longitude: median(own.map((row) => row.longitude)),
    };
    const agreeing = own.filter((row) => distanceMiles(row, centre) <= AGREEING_MILES);
    if (agreeing.length < 2 || agreeing.length * 3 < own.length * 2) return zip;
    const movedMiles = distanceMiles({ latitude, longitude }, centre);
    if (movedMiles <= WRONG_CENTRE_MILES) return zip;
    const to = {
      latitude: Number(median(agreeing.map((row) => row.latitude)).toFixed(4)),
      longitude: Number(median(agreeing.map((row) => row.longitude)).toFixed(4)),
    };
    fixes.push({ zip5, city, movedMiles, pharmacies: agreeing.length });
    return [zip5, city, state, to.latitude, to.longitude];
  });
  return { zips: corrected, fixes };
}
