import type { Pharmacy, ZipRow } from '../../lib/domain/dataset/dataset-schema';
import { distanceMiles } from '../../lib/domain/place/geo';
import { nearestZip } from './pharmacies';
import type { ZipIndex } from './pharmacy-location';
import { checkedCompanyOf, NEAR_KM } from './registry-check';
import { CMS_REGISTRY_AS_OF, type RegistryPoint } from './sources/cms-2026';
import type { SourceRow } from './sources/source-row';

/**
 * The banner a storefront of the company carries, where the registry's legal name settles it,
 * and the name shown. Kroger's and Albertsons' operating companies run several banners each
 * (Dillon Companies: King Soopers, City Market, Dillons), Raley's runs Bel Air and Nob Hill, and
 * Walmart's Puerto Rico company also runs Supermercados Amigo: their points are not listed
 * alone, since the sign is not known.
 */
const POINT_ONLY_BANNERS: ReadonlyArray<{
  company: string;
  chain: string;
  name: string;
  legalName?: RegExp;
}> = [
  { company: 'cvs', chain: 'CVS', name: 'CVS Pharmacy' },
  { company: 'walgreens', chain: 'Walgreens', name: 'Duane Reade', legalName: /^duane reade/i },
  { company: 'walgreens', chain: 'Walgreens', name: 'Walgreens', legalName: /^walgreen/i },
  {
    company: 'walmart',
    chain: 'Walmart',
    name: 'Walmart Pharmacy',
    legalName: /^wal-?mart (stores|inc)|^walmart inc/i,
  },
  { company: 'sams', chain: "Sam's Club", name: "Sam's Club Pharmacy" },
  { company: 'publix', chain: 'Publix', name: 'Publix Pharmacy' },
  { company: 'heb', chain: 'H-E-B', name: 'H-E-B Pharmacy' },
  { company: 'hyvee', chain: 'Hy-Vee', name: 'Hy-Vee Pharmacy' },
  { company: 'meijer', chain: 'Meijer', name: 'Meijer Pharmacy' },
  { company: 'gianteagle', chain: 'Giant Eagle', name: 'Giant Eagle Pharmacy' },
  { company: 'wegmans', chain: 'Wegmans', name: 'Wegmans Pharmacy' },
  { company: 'ddm', chain: 'Discount Drug Mart', name: 'Discount Drug Mart' },
  { company: 'thriftywhite', chain: 'Thrifty White', name: 'Thrifty White Pharmacy' },
];

const KM_PER_MILE = 1.609344;

/**
 * A point with no ZIP of its own city this near is left out: its city or its geocode is wrong
 * (a Lakeland Publix geocoded in Fernandina Beach, 200 miles away).
 */
const CITY_ZIP_MILES = 15;

export interface PointOnlyReport {
  /** Registry points of chain companies that no listed or placed store took. */
  free: number;
  /** Listed at the point alone. */
  listed: number;
  /** Left out: the company runs several banners, so the sign is not known. */
  bannerUnknown: number;
  /** Left out: a listed store of the company stands within NEAR_KM (a second enrolment of it). */
  besideListedStore: number;
  /** Left out: no ZIP of the registry's city lies near the point (the city or the point is wrong). */
  cityDisagrees: number;
}

/**
 * Chain storefronts the registry lists and no address source has (Publix and Giant Eagle, which
 * no source lists; stores opened or acquired since the chains' lists): listed at the registry's
 * point, with no street address and no phone — never invented — as `locationPrecision:
 * "approximate"`, so that the app says the location is approximate, leaves them off the map and
 * gives directions to the point. Their ZIP and city are derived from the point (placeOf); a
 * point far from every ZIP of its city is left out (data/README.md gives the evidence for
 * listing them).
 */
export function pointOnlyRows(
  freePoints: readonly RegistryPoint[],
  listed: readonly Pharmacy[],
  index: ZipIndex,
  zips: readonly ZipRow[],
): { rows: SourceRow[]; report: PointOnlyReport } {
  const report: PointOnlyReport = {
    free: freePoints.length,
    listed: 0,
    bannerUnknown: 0,
    besideListedStore: 0,
    cityDisagrees: 0,
  };
  const rows: SourceRow[] = [];
  const listedByCompany = new Map<string, Pharmacy[]>();
  for (const p of listed) {
    const company = checkedCompanyOf(p);
    if (company) listedByCompany.set(company, [...(listedByCompany.get(company) ?? []), p]);
  }
  for (const point of freePoints) {
    const banner = POINT_ONLY_BANNERS.find(
      (b) => b.company === point.company && (!b.legalName || b.legalName.test(point.legalName)),
    );
    if (!banner) {
      report.bannerUnknown += 1;
      continue;
    }
    const beside = (listedByCompany.get(banner.company) ?? []).some(
      (p) => distanceMiles(p, point) * KM_PER_MILE <= NEAR_KM,
    );
    if (beside) {
      report.besideListedStore += 1;
      continue;
    }
    const place = placeOf(point, index, zips);
    if (!place) {
      report.cityDisagrees += 1;
      continue;
    }
    rows.push({
      source: 'cms-2026',
      sourceId: point.supplierId,
      name: banner.name,
      chain: banner.chain,
      address: '',
      city: place.city,
      state: point.state,
      zip: place.zip,
      phone: null,
      latitude: point.latitude,
      longitude: point.longitude,
      hours: null,
      locationPrecision: 'approximate',
      confirmedAsOf: CMS_REGISTRY_AS_OF,
    });
  }
  report.listed = rows.length;
  return { rows, report };
}

/** The registry abbreviates ("St Petersburg", "Mt Juliet", "Ft Lauderdale"); the gazetteer does not. */
const spelledOut = (city: string) =>
  city
    .replace(/\bSt\b\.?/g, 'Saint')
    .replace(/\bMt\b\.?/g, 'Mount')
    .replace(/\bFt\b\.?/g, 'Fort');

/** Whether `short`'s letters appear in order in `long`, from its first ("New Prt Rchy", "New Port Richey"). */
function abbreviates(short: string, long: string): boolean {
  const [a, b] = [short, long].map((text) => text.toLowerCase().replace(/[^a-z]/g, ''));
  if (!a || !b || a[0] !== b[0]) return false;
  let at = 0;
  for (const letter of b) if (letter === a[at]) at += 1;
  return at === a.length;
}

/**
 * The point's ZIP and city as shown. A city the gazetteer knows must have a ZIP near the point
 * (else null: the city or the point is wrong), and takes the gazetteer's spelling. A city it does
 * not know (a municipality inside another town's ZIPs: Davie, Doral, Sandy Springs) keeps the
 * registry's name and the nearest ZIP in its state, unless that ZIP's city is the name spelled in
 * full (the registry cuts names: "Palm Bch Gdns").
 */
function placeOf(
  point: RegistryPoint,
  index: ZipIndex,
  zips: readonly ZipRow[],
): { zip: string; city: string } | null {
  const city = spelledOut(point.city);
  const milesTo = (row: ZipRow) => distanceMiles(point, { latitude: row[3], longitude: row[4] });
  const own = index
    .cityZips(city, point.state)
    .map((row) => ({ row, miles: milesTo(row) }))
    .sort((a, b) => a.miles - b.miles || a.row[0].localeCompare(b.row[0]))[0];
  if (own) return own.miles <= CITY_ZIP_MILES ? { zip: own.row[0], city: own.row[1] } : null;
  const zip = nearestZip(zips, point.state, point.latitude, point.longitude);
  const row = index.zip(zip);
  if (!row || milesTo(row) > CITY_ZIP_MILES) return null;
  return { zip, city: abbreviates(point.city, row[1]) ? row[1] : city };
}
