import type { PharmacyCategory } from '../../lib/domain/dataset-schema';

/**
 * Our short code and svcPharmacyCategory per banner. 1: national chains and the regional
 * drugstore chains (Thrifty White, Discount Drug Mart: chains with chain-wide prices, not
 * grocers); 2: grocery chains; 0: independents. Kaiser Permanente is a health-system pharmacy,
 * and Medicine Shoppe, Health Mart and Good Neighbor Pharmacy are franchise networks of
 * independently owned stores: they count as independents (0) and are priced store by store.
 */
export const CHAINS: Readonly<Record<string, { code: string; category: PharmacyCategory }>> = {
  Walgreens: { code: 'WAG', category: 1 },
  Walmart: { code: 'WMT', category: 1 },
  CVS: { code: 'CVS', category: 1 },
  "Sam's Club": { code: 'SAMS', category: 1 },
  Costco: { code: 'COST', category: 1 },
  'Genoa Healthcare': { code: 'GENOA', category: 1 },
  'Thrifty White': { code: 'THRWHT', category: 1 },
  'Discount Drug Mart': { code: 'DDM', category: 1 },
  Safeway: { code: 'SWY', category: 2 },
  Albertsons: { code: 'ABS', category: 2 },
  'Albertsons Market': { code: 'ABSM', category: 2 },
  'Jewel-Osco': { code: 'JEWEL', category: 2 },
  Vons: { code: 'VONS', category: 2 },
  ACME: { code: 'ACME', category: 2 },
  'Tom Thumb': { code: 'TOMT', category: 2 },
  "Shaw's": { code: 'SHAWS', category: 2 },
  Randalls: { code: 'RAND', category: 2 },
  'Market Street': { code: 'MKTST', category: 2 },
  'United Supermarkets': { code: 'UNITED', category: 2 },
  Amigos: { code: 'AMIGOS', category: 2 },
  Pavilions: { code: 'PAV', category: 2 },
  Haggen: { code: 'HAGGEN', category: 2 },
  Carrs: { code: 'CARRS', category: 2 },
  'Star Market': { code: 'STAR', category: 2 },
  'Pak N Save': { code: 'PAKNS', category: 2 },
  'Sav-On': { code: 'SAVON', category: 2 },
  Lucky: { code: 'LUCKY', category: 2 },
  'Save Mart': { code: 'SAVMRT', category: 2 },
  "Raley's": { code: 'RALEYS', category: 2 },
  'H-E-B': { code: 'HEB', category: 2 },
  'Hy-Vee': { code: 'HYVEE', category: 2 },
  Kroger: { code: 'KROGER', category: 2 },
  Ralphs: { code: 'RALPHS', category: 2 },
  'Fred Meyer': { code: 'FREDM', category: 2 },
  'Kaiser Permanente': { code: 'KP', category: 0 },
  'Medicine Shoppe': { code: 'MEDSHP', category: 0 },
  'Health Mart': { code: 'HLTHMT', category: 0 },
  'Good Neighbor Pharmacy': { code: 'GNP', category: 0 },
};

/** Chains that closed every store (Rite Aid in 2025, and Bartell Drugs with it): never listed. */
export const DEFUNCT_CHAINS = /\b(rite ?aid|bartell)\b/i;

/** A code for a banner missing from the table: its letters, upper case, at most 8. */
export function derivedChainCode(chain: string): string {
  const letters = chain.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return (letters.length >= 2 ? letters : `${letters}XX`).slice(0, 8);
}
