import { z } from 'zod';
import { addressFields, type SourceRow } from './source-row';

/** One store of Meijer's store-locator answer of July 2018 (the fields the build reads). */
const meijerStoreSchema = z.object({
  unitid: z.number().int(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  pharmacyPhone: z.string(),
  isPharmacy: z.boolean(),
  storeShortName: z.string(),
  pharmacyHours: z.array(z.object({ dayOfTheWeek: z.string(), dayHours: z.string() })),
});
type MeijerStore = z.infer<typeof meijerStoreSchema>;

const DAYS: Readonly<Record<string, string>> = { 'M-F': 'Mo-Fr', Sat: 'Sa', Sun: 'Su' };

/** "8:00 AM" → minutes after midnight. */
function minutesOf(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(clock.trim());
  if (!match) return null;
  const hour = Number(match[1]) % 12;
  const pm = (match[3] ?? '').toUpperCase() === 'PM';
  return (hour + (pm ? 12 : 0)) * 60 + Number(match[2]);
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The pharmacy's hours in OpenStreetMap syntax ("Mo-Fr 08:00-21:00; Sa 09:00-19:00; Su
 * 10:00-18:00"); "12:00 AM - 12:00 AM" is all day. Null when any day cannot be read or closes
 * before it opens (two stores' "Sat 9:00 PM - 7:00 PM"): a guess would be worse than none.
 */
export function meijerHours(days: MeijerStore['pharmacyHours']): string | null {
  const parts: string[] = [];
  for (const { dayOfTheWeek, dayHours } of days) {
    const osmDays = DAYS[dayOfTheWeek];
    const [from, to] = dayHours.split(/\s+-\s+/).map(minutesOf);
    if (!osmDays || from == null || to == null) return null;
    if (from === 0 && to === 0) parts.push(`${osmDays} 00:00-24:00`);
    else if (to > from) parts.push(`${osmDays} ${hhmm(from)}-${hhmm(to)}`);
    else return null;
  }
  return parts.length > 0 ? parts.join('; ') : null;
}

/**
 * Meijer's stores of 2018 with the pharmacy's own phone and hours (every store listed one). Eight
 * years old: the build keeps a store only where the CMS 2026 registry still has a Meijer pharmacy
 * beside it (registry-check.ts).
 */
export function meijerRows(json: unknown): SourceRow[] {
  return z
    .array(meijerStoreSchema)
    .parse(json)
    .map((store) => ({
      source: 'meijer-2018',
      sourceId: String(store.unitid),
      name: store.isPharmacy ? store.storeShortName : `Meijer Pharmacy #${store.unitid}`,
      chain: 'Meijer',
      ...addressFields({
        address: store.streetAddress,
        city: store.city,
        state: store.state,
        zip: store.zip,
        phone: store.pharmacyPhone,
      }),
      latitude: store.latitude,
      longitude: store.longitude,
      hours: meijerHours(store.pharmacyHours),
      locationPrecision: 'address',
    }));
}
