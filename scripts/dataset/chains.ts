import type { PharmacyCategory } from '../../lib/domain/dataset/dataset-schema';

interface Banner {
  code: string;
  category: PharmacyCategory;
  /** The company that owns the banner: banners of one owner are one chain family. */
  company: string;
}

const banner = (code: string, category: PharmacyCategory, company: string): Banner => ({
  code,
  category,
  company,
});

/** The Albertsons Companies banners (one company, one contract, one CMS family). */
const ALBERTSONS_BANNERS: ReadonlyArray<[string, string]> = [
  ['Safeway', 'SWY'],
  ['Albertsons', 'ABS'],
  ['Albertsons Market', 'ABSM'],
  ['Jewel-Osco', 'JEWEL'],
  ['Vons', 'VONS'],
  ['ACME', 'ACME'],
  ['Tom Thumb', 'TOMT'],
  ["Shaw's", 'SHAWS'],
  ['Randalls', 'RAND'],
  ['Market Street', 'MKTST'],
  ['United Supermarkets', 'UNITED'],
  ['Amigos', 'AMIGOS'],
  ['Pavilions', 'PAV'],
  ['Haggen', 'HAGGEN'],
  ['Carrs', 'CARRS'],
  ['Star Market', 'STAR'],
  ['Pak N Save', 'PAKNS'],
  ['Sav-On', 'SAVON'],
];

/** The Kroger Co. banners that run pharmacies (sources/kroger-2025.ts names them so). */
const KROGER_BANNERS: ReadonlyArray<[string, string]> = [
  ['Kroger', 'KROGER'],
  ['Ralphs', 'RALPHS'],
  ['Fred Meyer', 'FREDM'],
  ['Harris Teeter', 'HARRIST'],
  ["Smith's", 'SMITHS'],
  ["Fry's", 'FRYS'],
  ['King Soopers', 'KINGSOOP'],
  ['Dillons', 'DILLONS'],
  ['QFC', 'QFC'],
  ["Pick 'n Save", 'PICKNSAV'],
  ["Mariano's", 'MARIANOS'],
  ['City Market', 'CITYMKT'],
  ['Metro Market', 'METROMKT'],
  ['Jay C', 'JAYC'],
  ["Baker's", 'BAKERS'],
  ['Pay Less', 'PAYLESS'],
  ['Gerbes', 'GERBES'],
];

/**
 * Our short code, svcPharmacyCategory and owning company per banner. 1: national chains and the
 * regional drugstore chains (Thrifty White, Discount Drug Mart: chains with chain-wide prices, not
 * grocers); 2: grocery chains; 0: independents. Kaiser Permanente is a health-system pharmacy,
 * and Medicine Shoppe, Health Mart and Good Neighbor Pharmacy are franchise networks of
 * independently owned stores: they count as independents (0) and are priced store by store.
 */
export const CHAINS: Readonly<Record<string, Banner>> = {
  Walgreens: banner('WAG', 1, 'walgreens'),
  Walmart: banner('WMT', 1, 'walmart'),
  CVS: banner('CVS', 1, 'cvs'),
  "Sam's Club": banner('SAMS', 1, 'sams'),
  Costco: banner('COST', 1, 'costco'),
  'Genoa Healthcare': banner('GENOA', 1, 'genoa'),
  'Thrifty White': banner('THRWHT', 1, 'thriftywhite'),
  'Discount Drug Mart': banner('DDM', 1, 'ddm'),
  ...Object.fromEntries(
    ALBERTSONS_BANNERS.map(([name, code]) => [name, banner(code, 2, 'albertsons')]),
  ),
  ...Object.fromEntries(KROGER_BANNERS.map(([name, code]) => [name, banner(code, 2, 'kroger')])),
  Lucky: banner('LUCKY', 2, 'savemart'),
  'Save Mart': banner('SAVMRT', 2, 'savemart'),
  "Raley's": banner('RALEYS', 2, 'raleys'),
  'H-E-B': banner('HEB', 2, 'heb'),
  'Hy-Vee': banner('HYVEE', 2, 'hyvee'),
  Publix: banner('PUBLIX', 2, 'publix'),
  Meijer: banner('MEIJER', 2, 'meijer'),
  Wegmans: banner('WEGMANS', 2, 'wegmans'),
  'Giant Eagle': banner('GIANTEGL', 2, 'gianteagle'),
  'Kaiser Permanente': banner('KP', 0, 'kaiser'),
  'Medicine Shoppe': banner('MEDSHP', 0, 'medicineshoppe'),
  'Health Mart': banner('HLTHMT', 0, 'healthmart'),
  'Good Neighbor Pharmacy': banner('GNP', 0, 'goodneighbor'),
};

/** The company a banner belongs to ("Ralphs" → "kroger"); an unknown banner is its own. */
export function companyOf(chain: string): string {
  return CHAINS[chain]?.company ?? chain;
}

/** Chains that closed every store (Rite Aid in 2025, and Bartell Drugs with it): never listed. */
export const DEFUNCT_CHAINS = /\b(rite ?aid|bartell)\b/i;

/** A code for a banner missing from the table: its letters, upper case, at most 8. */
export function derivedChainCode(chain: string): string {
  const letters = chain.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return (letters.length >= 2 ? letters : `${letters}XX`).slice(0, 8);
}
