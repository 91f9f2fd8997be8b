/**
 * The time zone a pharmacy keeps its hours in, from its state and position. Listings give hours
 * in the pharmacy's own wall clock ("Mo-Fr 09:00-21:00"), so "open now" is decided in its zone,
 * never in the server's or the visitor's.
 */

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

/** The zone most of each state keeps (Arizona and Hawaii without daylight saving). */
const STATE_ZONE: Record<string, string> = {
  AK: 'America/Anchorage',
  AL: CENTRAL,
  AR: CENTRAL,
  AS: 'Pacific/Pago_Pago',
  AZ: 'America/Phoenix',
  CA: PACIFIC,
  CO: MOUNTAIN,
  CT: EASTERN,
  DC: EASTERN,
  DE: EASTERN,
  FL: EASTERN,
  GA: EASTERN,
  GU: 'Pacific/Guam',
  HI: 'Pacific/Honolulu',
  IA: CENTRAL,
  ID: MOUNTAIN,
  IL: CENTRAL,
  IN: EASTERN,
  KS: CENTRAL,
  KY: EASTERN,
  LA: CENTRAL,
  MA: EASTERN,
  MD: EASTERN,
  ME: EASTERN,
  MI: EASTERN,
  MN: CENTRAL,
  MO: CENTRAL,
  MP: 'Pacific/Saipan',
  MS: CENTRAL,
  MT: MOUNTAIN,
  NC: EASTERN,
  ND: CENTRAL,
  NE: CENTRAL,
  NH: EASTERN,
  NJ: EASTERN,
  NM: MOUNTAIN,
  NV: PACIFIC,
  NY: EASTERN,
  OH: EASTERN,
  OK: CENTRAL,
  OR: PACIFIC,
  PA: EASTERN,
  PR: 'America/Puerto_Rico',
  RI: EASTERN,
  SC: EASTERN,
  SD: CENTRAL,
  TN: CENTRAL,
  TX: CENTRAL,
  UT: MOUNTAIN,
  VA: EASTERN,
  VI: 'America/St_Thomas',
  VT: EASTERN,
  WA: PACIFIC,
  WI: CENTRAL,
  WV: EASTERN,
  WY: MOUNTAIN,
};

interface Place {
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * The parts of split states that keep another zone, as the county lines run, to a few miles: El
 * Paso, the Florida panhandle, East Tennessee, western Kentucky, Indiana's Chicago and Evansville
 * corners, Michigan's Wisconsin border, the Dakotas' and Nebraska's west, Kansas' four western
 * counties, Oregon's Malheur County and Idaho's panhandle.
 */
const EXCEPTIONS: ReadonlyArray<{ state: string; zone: string; holds: (p: Place) => boolean }> = [
  { state: 'TX', zone: MOUNTAIN, holds: (p) => p.longitude < -104.9 },
  { state: 'FL', zone: CENTRAL, holds: (p) => p.longitude < -85.0 },
  { state: 'TN', zone: EASTERN, holds: (p) => p.longitude > -85.45 },
  { state: 'KY', zone: CENTRAL, holds: (p) => p.longitude < -86.0 },
  {
    state: 'IN',
    zone: CENTRAL,
    holds: (p) =>
      (p.latitude > 41.0 && p.longitude < -86.55) ||
      (p.latitude > 40.7 && p.longitude < -86.9) ||
      (p.latitude < 38.55 && p.longitude < -86.45),
  },
  { state: 'MI', zone: CENTRAL, holds: (p) => p.longitude < -87.5 && p.latitude > 45.0 },
  { state: 'ND', zone: MOUNTAIN, holds: (p) => p.longitude < -101.5 && p.latitude < 47.3 },
  { state: 'SD', zone: MOUNTAIN, holds: (p) => p.longitude < -101.0 },
  { state: 'NE', zone: MOUNTAIN, holds: (p) => p.longitude < -101.4 },
  { state: 'KS', zone: MOUNTAIN, holds: (p) => p.longitude < -101.45 },
  { state: 'OR', zone: MOUNTAIN, holds: (p) => p.longitude > -117.7 && p.latitude < 44.5 },
  { state: 'ID', zone: PACIFIC, holds: (p) => p.latitude > 45.5 },
];

/** The IANA time zone of a pharmacy (Eastern for a state code we do not know). */
export function pharmacyTimeZone(place: Place): string {
  const exception = EXCEPTIONS.find((e) => e.state === place.state && e.holds(place));
  return exception?.zone ?? STATE_ZONE[place.state] ?? EASTERN;
}
