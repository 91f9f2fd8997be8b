// Synthetic, reproducible datasets for bench/lookup: drug products and pharmacies with the shape
// and spread of the real ones (names built from drug-like syllables, pharmacies around real ZIP
// centres, the real chains' codes), drawn from a seeded PRNG so every run measures the same data.
import type { DrugProduct, Pharmacy, ZipRow } from '@/lib/domain/dataset/dataset-schema';
import { CHAIN_TERMS } from '@/lib/domain/pricing/chain-terms';

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const ONSETS = [
  'am',
  'ator',
  'bel',
  'car',
  'dul',
  'esc',
  'flu',
  'gab',
  'hy',
  'ir',
  'lis',
  'lo',
  'met',
  'mon',
  'ol',
  'pra',
  'ros',
  'ser',
  'sim',
  'tam',
  'val',
  'zol',
];
const MIDDLES = ['a', 'o', 'i', 'e', 'u', 'ara', 'ova', 'iti', 'ene', 'opa'];
const CODAS = [
  'statin',
  'pril',
  'sartan',
  'formin',
  'dipine',
  'oxetine',
  'pentin',
  'prazole',
  'olol',
  'tidine',
  'mab',
  'zepam',
];
const BRAND_SYLLABLES = [
  'Lip',
  'Zo',
  'Cre',
  'Nex',
  'Ven',
  'Tri',
  'Xa',
  'Jar',
  'El',
  'Qu',
  'ra',
  'vix',
  'tor',
  'dia',
  'quis',
  'lto',
];
const FORMS: Array<[string, string, 'EA' | 'ML' | 'GM']> = [
  ['TABLET', 'tablets', 'EA'],
  ['CAPSULE', 'capsules', 'EA'],
  ['TABLET, EXTENDED RELEASE', 'tablets', 'EA'],
  ['SOLUTION', 'mL', 'ML'],
  ['CREAM', 'g', 'GM'],
];
const STRENGTHS = [
  '2.5 MG',
  '5 MG',
  '10 MG',
  '20 MG',
  '25 MG',
  '40 MG',
  '50 MG',
  '80 MG',
  '100 MG',
  '250 MG',
  '500 MG',
];

/** `count` products (NDCs) in families of about 20, with generic and brand names. */
export function syntheticProducts(count: number, random: () => number): DrugProduct[] {
  const products: DrugProduct[] = [];
  let family = 0;
  while (products.length < count) {
    family += 1;
    const generic = `${pick(random, ONSETS)}${pick(random, MIDDLES)}${pick(random, CODAS)}`;
    const familyKey = `${generic}${family}`;
    const brand = `${pick(random, BRAND_SYLLABLES)}${pick(random, BRAND_SYLLABLES).toLowerCase()}`;
    const [form, quantityLabel, pricingUnit] = pick(random, FORMS);
    const strengths = STRENGTHS.slice(0, 2 + Math.floor(random() * 4));
    const size = Math.min(count - products.length, 10 + Math.floor(random() * 20));
    for (let i = 0; i < size; i += 1) {
      const isBrand = i === 0 || random() < 0.1;
      const strength = pick(random, strengths);
      const ndc = String(10_000_000_000 + products.length * 7919).slice(-11);
      products.push({
        ndc,
        ln: `${(isBrand ? brand : generic).toUpperCase()} ${strength} ${form}`,
        gsn: String(100_000 + family * 16 + strengths.indexOf(strength)).slice(-6),
        familyKey,
        genericName: generic[0]?.toUpperCase() + generic.slice(1),
        nonproprietaryName: `${generic} hydrochloride`,
        brandName: isBrand ? brand : null,
        form,
        salt: 'hydrochloride',
        defaultRank: 1 + strengths.indexOf(strength),
        release: null,
        strength,
        quantityLabel,
        brandGeneric: isBrand ? 'B' : 'G',
        classification: isBrand ? 'B' : 'G',
        otc: false,
        deaSchedule: null,
        nadacPerUnitUsd:
          Math.round((isBrand ? 2 + random() * 30 : 0.01 + random() * 0.5) * 1e5) / 1e5,
        pricingUnit,
        nadacEffectiveDate: '2026-04-22',
        nadacAsOfDate: '2026-04-29',
        quantities: pricingUnit === 'EA' ? [30, 60, 90] : [100, 200],
        labeler: null,
        popularityRank: family <= 300 ? family : null,
        isDiscontinued: false,
        discontinuedDate: null,
      });
    }
  }
  return products;
}

const CHAIN_CODES = Object.keys(CHAIN_TERMS);

/** `count` pharmacies around real ZIP centres: 60 % chain stores, the rest independents. */
export function syntheticPharmacies(
  count: number,
  zips: readonly ZipRow[],
  random: () => number,
): Pharmacy[] {
  return Array.from({ length: count }, (_, i): Pharmacy => {
    const [zip, city, state, latitude, longitude] = pick(random, zips);
    const chainCode = random() < 0.6 ? pick(random, CHAIN_CODES) : null;
    return {
      id: `ph_${(i + 1).toString(16).padStart(12, '0')}`,
      name: chainCode ? `${chainCode} #${i}` : `Pharmacy ${i}`,
      chain: chainCode,
      chainCode,
      category: chainCode ? 1 : 0,
      address: `${1 + (i % 9000)} MAIN ST`,
      city,
      state,
      zip9: `${zip}0000`,
      phone: null,
      latitude: latitude + (random() - 0.5) * 0.04,
      longitude: longitude + (random() - 0.5) * 0.04,
      locationPrecision: 'address',
      hoursKind: 'pharmacy',
      hours: random() < 0.4 ? 'Mo-Su 08:00-21:00' : null,
      npi: null,
      ncpdp: null,
      source: 'synthetic',
      confirmedAsOf: null,
    };
  });
}
