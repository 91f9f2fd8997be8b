import { z } from 'zod';

/** The CMS "Medical Equipment Suppliers" release the registry points come from. */
export const CMS_REGISTRY_AS_OF = '2026-05-31';

/** One pharmacy storefront of the CMS 2026 registry: a point, a legal name, a city; no address. */
export interface RegistryPoint {
  /** CMS DMEPOS supplier number: not an NPI, not an NCPDP id; only our id's seed. */
  supplierId: string;
  legalName: string;
  /** The chain company the legal name belongs to (chains.ts `company`), null for the others. */
  company: string | null;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/**
 * Legal names of each chain company's pharmacies in the registry. Chains enrol under their
 * operating companies: CVS under per-state LLCs, Longs (California) and Hook-SupeRx; Kroger's
 * banners under Smith's (also Fry's), Dillon (King Soopers, City Market), Roundy's (Mariano's,
 * Pick 'n Save, Metro Market), Fred Meyer (also QFC), Harris Teeter and Ralphs; Albertsons'
 * under Safeway, Vons, American Drug Stores (Jewel-Osco's pharmacies), NAI Saturn Eastern
 * (Safeway's Mid-Atlantic stores), ACME, Shaw's, Star Market, Randalls, United and Carr-Gottstein
 * (Carrs); Giant Eagle also under Riser Foods (its Cleveland stores); Thrifty White under Thrifty
 * Drug Stores and White Drug. Specialty, mail-order and long-term-care companies of these chains
 * (Walgreens Specialty Pharmacy, Giant Eagle Long Term Care) are not matched: no storefront.
 */
const COMPANY_NAMES: ReadonlyArray<[string, RegExp]> = [
  ['cvs', /\bcvs\b|^longs drug stores|^hook-superx/i],
  ['walgreens', /^(walgreen (co|eastern co|louisiana co)\b|duane reade)/i],
  ['walmart', /^(wal-?mart (stores|inc|puerto rico)|walmart inc)/i],
  ['sams', /^sams (east|west)\b/i],
  [
    'kroger',
    /^(the kroger co|kroger\b|smiths food & drug|dillon companies|harris teeter|fred meyer stores|roundys supermarkets|ralphs grocery)/i,
  ],
  [
    'albertsons',
    /^(safeway inc|albertsons llc|vons companies|american drug stores|nai saturn eastern|acme markets inc|united supermarkets llc|randalls food|shaws supermarkets|star markets company|carr-gottstein foods)/i,
  ],
  ['publix', /^publix\b/i],
  ['heb', /^h-e-b lp\b/i],
  ['hyvee', /^hy-vee inc\b/i],
  ['meijer', /^meijer\b/i],
  ['gianteagle', /^(giant eagle inc|riser foods)\b/i],
  ['wegmans', /^wegmans food markets\b/i],
  ['costco', /^costco wholesale\b/i],
  ['raleys', /^raleys$/i],
  ['ddm', /^discount drug mart\b/i],
  ['thriftywhite', /^(thrifty drug stores|white drug (co of jamestown|enterprises))\b/i],
];

/** The chain company of a registry legal name, or null for an independent or another chain. */
export function registryCompanyOf(legalName: string): string | null {
  return COMPANY_NAMES.find(([, pattern]) => pattern.test(legalName))?.[0] ?? null;
}

const stateFileSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({ id: z.string(), n: z.string(), c: z.string(), s: z.string() }),
    }),
  ),
});

/** The registry's points from its per-state GeoJSON files (any order; sorted by supplier id). */
export function registryPoints(stateFiles: readonly unknown[]): RegistryPoint[] {
  return stateFiles
    .flatMap((json) => stateFileSchema.parse(json).features)
    .map(({ geometry, properties }) => ({
      supplierId: properties.id,
      legalName: properties.n,
      company: registryCompanyOf(properties.n),
      city: properties.c,
      state: properties.s.toUpperCase(),
      latitude: geometry.coordinates[1],
      longitude: geometry.coordinates[0],
    }))
    .sort((a, b) => a.supplierId.localeCompare(b.supplierId));
}
