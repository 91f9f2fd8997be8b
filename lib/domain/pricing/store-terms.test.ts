import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAIN_TERMS, type ContractTerms } from './chain-terms';
import { AWP_OVER_WAC, BRAND_WAC_OVER_NADAC, GENERIC_AWP_OVER_NADAC } from './reference-prices';
import {
  CHAIN_PRICE_ZONES,
  CHAIN_REGION_JITTER,
  chainRegionFactor,
  chainTermsOf,
  FORMULATION_JITTER,
  INDEPENDENT_RANGES,
  independentTerms,
  pharmacyTerms,
  scaleMargins,
} from './store-terms';

const WAG = CHAIN_TERMS.WAG as ContractTerms;
const storeIds = Array.from({ length: 3000 }, (_, i) => `ph_${i.toString(16).padStart(12, '0')}`);
const markets = Array.from({ length: 3000 }, (_, i) => `walgreens|${String(i).padStart(4, '0')}`);
const at = (id: string, chainCode: string | null, state = 'NY') => ({
  id,
  chainCode,
  category: 1 as const,
  state,
});

describe('which terms a pharmacy gets', () => {
  it('chains by code; category 0 and unknown codes are independents', () => {
    expect(chainTermsOf('WAG', 1)).toBe(WAG);
    expect(chainTermsOf('VONS', 2)).toBe(CHAIN_TERMS.SWY); // one Albertsons contract
    expect(chainTermsOf('KP', 0)).toBeNull();
    expect(chainTermsOf('MEDSHP', 0)).toBeNull();
    expect(chainTermsOf('NEWCHAIN', 2)).toBeNull();
    expect(chainTermsOf(null, 0)).toBeNull();
  });

  it('the category decides: a store the dataset lists as independent is priced as one', () => {
    // svcPharmacyCategory 0 says "independent" to the client; a chain's code must not overrule it.
    for (const code of ['WAG', 'KROGER', 'SWY']) {
      expect(chainTermsOf(code, 0)).toBeNull();
      expect(pharmacyTerms({ ...at('ph_000000000042', code), category: 0 }, '1')).toEqual(
        pharmacyTerms(at('ph_000000000042', null), '1'),
      );
    }
  });

  it('Walmart and Walgreens do not share terms', () => {
    expect(CHAIN_TERMS.WMT).not.toEqual(CHAIN_TERMS.WAG);
    const walmart = pharmacyTerms(at('ph_000000000001', 'WMT'), '1');
    const walgreens = pharmacyTerms(at('ph_000000000001', 'WAG'), '1');
    expect(walmart.dispensingFeeUsd).toBeLessThan(walgreens.dispensingFeeUsd);
  });
});

describe('store variation', () => {
  it('puts each chain market into a price zone with the documented shares', () => {
    expect(CHAIN_PRICE_ZONES.reduce((sum, zone) => sum + zone.share, 0)).toBeCloseTo(1, 9);
    const factors = markets.map(chainRegionFactor);
    const lowest = Math.min(...CHAIN_PRICE_ZONES.map((z) => z.factor)) * CHAIN_REGION_JITTER.min;
    const highest = Math.max(...CHAIN_PRICE_ZONES.map((z) => z.factor)) * CHAIN_REGION_JITTER.max;
    for (const factor of factors) {
      expect(factor).toBeGreaterThanOrEqual(lowest);
      expect(factor).toBeLessThanOrEqual(highest);
    }
    const [cheap, , dear] = CHAIN_PRICE_ZONES;
    const share = (test: (f: number) => boolean) => factors.filter(test).length / factors.length;
    expect(share((f) => f < 0.9)).toBeCloseTo(cheap?.share ?? 0, 1);
    expect(share((f) => f > 1.1)).toBeCloseTo(dear?.share ?? 0, 1);
  });

  it('moves each market within its zone by its own jitter, not one shared by all', () => {
    const middle = CHAIN_PRICE_ZONES[1]?.factor ?? 1;
    const inMiddleZone = markets
      .map(chainRegionFactor)
      .filter(
        (f) =>
          f >= middle * CHAIN_REGION_JITTER.min - 1e-9 &&
          f <= middle * CHAIN_REGION_JITTER.max + 1e-9,
      );
    expect(inMiddleZone.length).toBeGreaterThan(500);
    // Uniform over the jitter: many distinct factors, reaching both ends of it.
    expect(new Set(inMiddleZone).size).toBeGreaterThan(inMiddleZone.length * 0.99);
    const width = CHAIN_REGION_JITTER.max - CHAIN_REGION_JITTER.min;
    expect(Math.min(...inMiddleZone)).toBeLessThan(middle * (CHAIN_REGION_JITTER.min + width / 10));
    expect(Math.max(...inMiddleZone)).toBeGreaterThan(
      middle * (CHAIN_REGION_JITTER.max - width / 10),
    );
  });

  it('gives a chain’s stores in one region the same terms, and other regions other terms', () => {
    const terms = (id: string, state: string) => pharmacyTerms(at(id, 'WAG', state), '100001');
    expect(terms('ph_00000000abcd', 'NY')).toEqual(terms('ph_00000000dcba', 'NY'));
    expect(terms('ph_00000000abcd', 'NY')).not.toEqual(terms('ph_00000000abcd', 'NJ'));
    // Banners of one company share the market: Vons and Safeway stores in one region agree.
    expect(pharmacyTerms({ ...at('ph_1', 'VONS', 'CA'), category: 2 }, '1')).toEqual(
      pharmacyTerms({ ...at('ph_2', 'SWY', 'CA'), category: 2 }, '1'),
    );
  });

  it('varies one chain market by formulation, within the jitter', () => {
    const pharmacy = at('ph_00000000abcd', 'WAG');
    const fees = ['100001', '100002', '100003', '100004'].map(
      (gsn) => pharmacyTerms(pharmacy, gsn).dispensingFeeUsd,
    );
    expect(new Set(fees).size).toBe(4);
    const store = WAG.dispensingFeeUsd * chainRegionFactor('walgreens|NY');
    for (const fee of fees) {
      expect(fee / store).toBeGreaterThanOrEqual(FORMULATION_JITTER.min - 1e-9);
      expect(fee / store).toBeLessThanOrEqual(FORMULATION_JITTER.max + 1e-9);
    }
  });

  it('varies an independent by formulation too, within the jitter of its own terms', () => {
    const gsns = Array.from({ length: 50 }, (_, i) => String(100001 + i));
    for (const id of storeIds.slice(0, 20)) {
      const own = independentTerms(id).dispensingFeeUsd;
      const ratios = gsns.map((gsn) => pharmacyTerms(at(id, null), gsn).dispensingFeeUsd / own);
      expect(new Set(ratios).size).toBe(gsns.length);
      for (const ratio of ratios) {
        expect(ratio).toBeGreaterThanOrEqual(FORMULATION_JITTER.min - 1e-9);
        expect(ratio).toBeLessThanOrEqual(FORMULATION_JITTER.max + 1e-9);
      }
    }
    // The draw is per store: two stores do not move together across formulations.
    const ratioAt = (id: string) =>
      pharmacyTerms(at(id, null), '100001').dispensingFeeUsd /
      independentTerms(id).dispensingFeeUsd;
    expect(ratioAt('ph_000000000001')).not.toBe(ratioAt('ph_000000000002'));
  });

  it('draws independents store by store within the documented ranges', () => {
    const stores = storeIds.map(independentTerms);
    const r = INDEPENDENT_RANGES;
    for (const terms of stores) {
      expect(terms.dispensingFeeUsd).toBeGreaterThanOrEqual(r.dispensingFeeUsd.min);
      expect(terms.dispensingFeeUsd).toBeLessThanOrEqual(r.dispensingFeeUsd.max);
      expect(terms.macMarkup).toBeGreaterThanOrEqual(r.macMarkup.min);
      expect(terms.macMarkup).toBeLessThanOrEqual(r.macMarkup.max);
      expect(terms.valueList).toBeNull();
    }
    const costPlus = stores.filter((t) => t.cash.minimumUsd === 0).length / stores.length;
    expect(costPlus).toBeCloseTo(r.costPlusCashShare, 1);
    expect(new Set(stores.map((t) => t.dispensingFeeUsd)).size).toBe(stores.length);
    // Each independent is its own company: it shares its terms with no other store or chain.
    const companies = new Set(stores.map((t) => t.company));
    expect(companies.size).toBe(stores.length);
    for (const chain of Object.values(CHAIN_TERMS))
      expect(companies.has(chain.company)).toBe(false);
  });

  it('scales margins, never cost: markups stay at least 1, AWP discounts stay put', () => {
    const scaled = scaleMargins(WAG, 0.01);
    expect(scaled.macMarkup).toBeGreaterThan(1);
    expect(scaled.cash.genericMarkup).toBeGreaterThan(1);
    expect(scaled.awpDiscountGeneric).toBe(WAG.awpDiscountGeneric);
  });

  it('scales the fees, minimum and margins (markup − 1) by the factor, and nothing else', () => {
    const chainTerms = [...new Set(Object.values(CHAIN_TERMS))];
    fc.assert(
      fc.property(
        fc.constantFrom(...chainTerms, independentTerms('ph_000000000007')),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        (terms, factor) => {
          const scaled = scaleMargins(terms, factor);
          expect(scaled.dispensingFeeUsd).toBeCloseTo(terms.dispensingFeeUsd * factor, 9);
          expect(scaled.macMarkup - 1).toBeCloseTo((terms.macMarkup - 1) * factor, 9);
          expect(scaled.cash.genericMarkup - 1).toBeCloseTo(
            (terms.cash.genericMarkup - 1) * factor,
            9,
          );
          expect(scaled.cash.feeUsd).toBeCloseTo(terms.cash.feeUsd * factor, 9);
          expect(scaled.cash.minimumUsd).toBeCloseTo(terms.cash.minimumUsd * factor, 9);
          // Contract discounts, the brand cash factor and the list are chain-wide: left alone.
          expect(scaled).toMatchObject({
            company: terms.company,
            awpDiscountGeneric: terms.awpDiscountGeneric,
            awpDiscountBrand: terms.awpDiscountBrand,
            valueList: terms.valueList,
            cash: { brandAwpFactor: terms.cash.brandAwpFactor },
          });
        },
      ),
      { numRuns: 300 },
    );
    expect(scaleMargins(WAG, 1)).toEqual(WAG);
  });
});

describe('no term lets a contract price fall below acquisition cost', () => {
  const r = INDEPENDENT_RANGES;
  const extremes: Array<
    [string, Pick<ContractTerms, 'awpDiscountGeneric' | 'awpDiscountBrand' | 'macMarkup'>, number]
  > = [
    // One case per company: banners share their owner's terms object.
    ...[...new Map(Object.entries(CHAIN_TERMS).map(([code, terms]) => [terms, code]))].map(
      ([terms, code]) =>
        [code, terms, terms.cash.brandAwpFactor] as [string, ContractTerms, number],
    ),
    [
      'independent (deepest discounts)',
      {
        awpDiscountGeneric: r.awpDiscountGeneric.max,
        awpDiscountBrand: r.awpDiscountBrand.max,
        macMarkup: r.macMarkup.min,
      },
      r.brandAwpFactor.min,
    ],
  ];
  it.each(extremes)('%s', (_, terms, brandAwpFactor) => {
    // AWP − discount ≥ NADAC for the lowest AWP we model, generic and brand.
    expect((1 - terms.awpDiscountGeneric) * GENERIC_AWP_OVER_NADAC.min).toBeGreaterThanOrEqual(1);
    const lowestBrandAwp = AWP_OVER_WAC * BRAND_WAC_OVER_NADAC.min;
    expect((1 - terms.awpDiscountBrand) * lowestBrandAwp).toBeGreaterThanOrEqual(1);
    expect(brandAwpFactor * lowestBrandAwp).toBeGreaterThanOrEqual(1);
    expect(terms.macMarkup).toBeGreaterThanOrEqual(1);
  });
});
