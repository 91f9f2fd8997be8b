import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PharmacyCategory } from '../dataset/dataset-schema';
import { CHAIN_TERMS, type ContractTerms } from './chain-terms';
import { roundCents } from './money';
import { quotePrice, quoteWithTerms, type PriceBasis, type PriceInput } from './quote';
import { awpPerUnitUsd, type PricedProduct } from './reference-prices';

const WAG = CHAIN_TERMS.WAG as ContractTerms;
const WMT = CHAIN_TERMS.WMT as ContractTerms;
const lisinopril: PricedProduct = {
  ndc: '68180051301',
  gsn: '123456',
  brandGeneric: 'G',
  nadacPerUnitUsd: 0.03,
  otc: false,
  deaSchedule: null,
  popularityRank: 10,
};
const eliquis: PricedProduct = {
  ...lisinopril,
  ndc: '00003089421',
  brandGeneric: 'B',
  nadacPerUnitUsd: 5.5,
  popularityRank: 50,
};
const claim = { product: lisinopril, quantity: 30, ucOverrideUsd: null };

describe('quoteWithTerms: the documented formulas, worked through', () => {
  it('Walgreens terms, 30 cheap generic tablets: MAC + fee beats a U&C far above it', () => {
    // cost 0.90; MAC 0.90 × 1.6 = 1.44, + $11 fee = 12.44; U&C max(34.99, 0.90 × 10 + 30) = 39.00
    const quote = quoteWithTerms(WAG, claim);
    expect(quote.macPriceUsd).toBe(1.44);
    expect(quote.candidatesUsd.MAC).toBe(12.44);
    expect(quote.candidatesUsd['U&C']).toBe(39);
    const awp = awpPerUnitUsd(lisinopril) * 30;
    expect(quote.awpPriceUsd).toBe(roundCents(awp));
    expect(quote.candidatesUsd.AWP).toBe(roundCents(awp * (1 - 0.81) + 11));
    const cheapest = Math.min(12.44, quote.candidatesUsd.AWP ?? Infinity);
    expect(quote.priceUsd).toBe(cheapest);
  });

  it('Walmart terms: the $4 list is the U&C and wins; $10 for 90; off the list the cash policy', () => {
    expect(quoteWithTerms(WMT, claim)).toMatchObject({ priceUsd: 4, basis: 'U&C', ucPriceUsd: 4 });
    // For 90 the list's $10 is the U&C, but here the contract can still undercut it.
    const ninety = quoteWithTerms(WMT, { ...claim, quantity: 90 });
    expect(ninety.ucPriceUsd).toBe(10);
    expect(ninety.priceUsd).toBeLessThanOrEqual(10);
    // 120 tablets: cost 3.60; U&C max(9, 3.60 × 4 + 8) = 22.40; MAC 3.60 × 1.3 + 6.50 = 11.18
    const large = quoteWithTerms(WMT, { ...claim, quantity: 120 });
    expect(large.candidatesUsd['U&C']).toBe(22.4);
    expect(large.candidatesUsd.MAC).toBe(11.18);
  });

  it('brands: AWP = WAC × 1.2, no MAC, AWP − discount + fee a few percent above cost', () => {
    const quote = quoteWithTerms(WAG, { ...claim, product: eliquis, quantity: 60 });
    const costUsd = 5.5 * 60;
    expect(quote.basis).toBe('AWP');
    expect(quote.macPriceUsd).toBeNull();
    expect(quote.candidatesUsd.MAC).toBeNull();
    expect(quote.awpPriceUsd / costUsd).toBeGreaterThanOrEqual(1.2 * 1.02 - 0.001);
    expect(quote.awpPriceUsd / costUsd).toBeLessThanOrEqual(1.2 * 1.05 + 0.001);
    expect(quote.priceUsd).toBe(roundCents(awpPerUnitUsd(eliquis) * 60 * 0.85 + 11));
    expect(quote.priceUsd / costUsd).toBeLessThan(1.1);
  });

  it('brand U&C = AWP × the brand cash factor + the cash fee, at every chain and any quantity', () => {
    const companies = [...new Set(Object.values(CHAIN_TERMS))];
    fc.assert(
      fc.property(
        fc.constantFrom(...companies),
        fc.double({ min: 0.5, max: 3000, noNaN: true }),
        fc.integer({ min: 1, max: 360 }),
        (terms, nadacPerUnitUsd, quantity) => {
          const brand = { ...eliquis, nadacPerUnitUsd };
          const { ucPriceUsd } = quoteWithTerms(terms, { ...claim, product: brand, quantity });
          const awpUsd = awpPerUnitUsd(brand) * quantity;
          expect(ucPriceUsd).toBe(
            roundCents(awpUsd * terms.cash.brandAwpFactor + terms.cash.feeUsd),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a caller UC replaces the U&C, may undercut cost (the caller says so), and wins ties', () => {
    expect(quoteWithTerms(WAG, { ...claim, ucOverrideUsd: 1.5 })).toMatchObject({
      priceUsd: 1.5,
      basis: 'U&C',
      ucPriceUsd: 1.5,
    });
    expect(quoteWithTerms(WAG, { ...claim, ucOverrideUsd: 0 }).priceUsd).toBe(0);
    const contract = quoteWithTerms(WAG, claim).priceUsd;
    expect(quoteWithTerms(WAG, { ...claim, ucOverrideUsd: contract }).basis).toBe('U&C');
    expect(quoteWithTerms(WAG, { ...claim, ucOverrideUsd: 2.345 }).ucPriceUsd).toBe(2.35);
  });
});

const STATES = 'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO'.split(
  ' ',
);
const chainCodes = [...Object.keys(CHAIN_TERMS), 'KP', 'MEDSHP', 'NEWCHAIN'];
const pharmacyArb = fc.record({
  id: fc.stringMatching(/^ph_[a-z0-9]{12}$/),
  chainCode: fc.option(fc.constantFrom(...chainCodes), { nil: null }),
  category: fc.constantFrom<PharmacyCategory>(0, 1, 2),
  state: fc.constantFrom('CA', 'NY', 'TX', 'KS', 'PR'),
});
const productArb: fc.Arbitrary<PricedProduct> = fc.record({
  ndc: fc.stringMatching(/^\d{11}$/),
  gsn: fc.stringMatching(/^\d{6}$/),
  brandGeneric: fc.constantFrom<'B' | 'G'>('B', 'G'),
  // Half of the draws near the value-list threshold, where the cash price changes rule.
  nadacPerUnitUsd: fc.oneof(
    fc.double({ min: 0, max: 0.06, noNaN: true }),
    fc.double({ min: 0, max: 2000, noNaN: true }),
  ),
  otc: fc.boolean(),
  deaSchedule: fc.constantFrom(null, null, 'CII' as const, 'CIV' as const),
  popularityRank: fc.option(fc.integer({ min: 1, max: 300 }), { nil: null }),
});
const inputArb: fc.Arbitrary<PriceInput> = fc.record({
  pharmacy: pharmacyArb,
  product: productArb,
  quantity: fc.oneof(
    fc.constantFrom(1, 6, 30, 60, 90, 120),
    fc.double({ min: 0.01, max: 10_000, noNaN: true }),
  ),
  ucOverrideUsd: fc.option(fc.double({ min: 0, max: 100_000, noNaN: true }), { nil: null }),
});

describe('a generic and its brand', () => {
  const newGeneric: PricedProduct = { ...lisinopril, nadacPerUnitUsd: 11.4 }; // dapagliflozin
  const brandEquivalent: PricedProduct = { ...eliquis, nadacPerUnitUsd: 12.08 }; // Farxiga

  it('is never dearer than its brand at the same pharmacy: MAC is capped at the brand’s price', () => {
    const brand = quoteWithTerms(WAG, { ...claim, product: brandEquivalent });
    const uncapped = quoteWithTerms(WAG, { ...claim, product: newGeneric });
    expect(uncapped.priceUsd).toBeGreaterThan(brand.priceUsd); // the model without the cap
    const capped = quoteWithTerms(WAG, {
      ...claim,
      product: newGeneric,
      brandCeilingUsd: brand.priceUsd,
    });
    expect(capped.priceUsd).toBeLessThanOrEqual(brand.priceUsd);
    expect(capped.basis).toBe('MAC');
  });

  it('still never sells below its own cost when that is above the brand’s price', () => {
    const capped = quoteWithTerms(WAG, { ...claim, product: newGeneric, brandCeilingUsd: 100 });
    expect(capped.priceUsd).toBeGreaterThanOrEqual(11.4 * 30);
  });
});

describe('quotePrice: invariants over any pharmacy, product and quantity', () => {
  it('never sells below acquisition cost, unless the caller’s own UC is below it', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const quote = quotePrice(input);
        const costUsd = input.product.nadacPerUnitUsd * input.quantity;
        const floorUsd = Math.min(costUsd, input.ucOverrideUsd ?? Infinity);
        expect(quote.priceUsd).toBeGreaterThanOrEqual(roundCents(floorUsd));
        if (input.ucOverrideUsd === null) expect(quote.priceUsd).toBeGreaterThanOrEqual(costUsd);
      }),
      { numRuns: 2000 },
    );
  });

  it('never prices above the U&C that was compared; the override is that U&C', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const quote = quotePrice(input);
        expect(quote.priceUsd).toBeLessThanOrEqual(quote.ucPriceUsd);
        if (input.ucOverrideUsd !== null)
          expect(quote.ucPriceUsd).toBe(roundCents(input.ucOverrideUsd));
      }),
      { numRuns: 1000 },
    );
  });

  it('names the basis truthfully: the price is the least candidate and belongs to that basis', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const quote = quotePrice(input);
        const offered = Object.values(quote.candidatesUsd).filter((p): p is number => p !== null);
        expect(quote.priceUsd).toBe(Math.min(...offered));
        expect(quote.candidatesUsd[quote.basis]).toBe(quote.priceUsd);
        expect(quote.candidatesUsd['U&C']).toBe(quote.ucPriceUsd);
        if (input.product.brandGeneric === 'B') {
          expect(quote.macPriceUsd).toBeNull();
          expect(quote.basis).not.toBe<PriceBasis>('MAC');
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('is deterministic and rounds every figure to cents', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const quote = quotePrice(input);
        expect(quotePrice(structuredClone(input))).toEqual(quote);
        const figures = [quote.priceUsd, quote.ucPriceUsd, quote.awpPriceUsd, quote.macPriceUsd];
        for (const usd of figures) if (usd !== null) expect(roundCents(usd)).toBe(usd);
      }),
      { numRuns: 500 },
    );
  });

  it('prices one chain alike within a region, differently across regions, chains apart', () => {
    const prices = (chainCode: string, category: PharmacyCategory, region: (i: number) => string) =>
      Array.from(
        { length: 25 },
        (_, i) =>
          quotePrice({
            ...claim,
            pharmacy: {
              id: `ph_${String(i).padStart(12, '0')}`,
              chainCode,
              category,
              state: region(i),
            },
          }).priceUsd,
      );
    const manhattan = prices('WAG', 1, () => 'NY');
    expect(new Set(manhattan).size).toBe(1);
    const acrossRegions = prices('WAG', 1, (i) => STATES[i] ?? 'NY');
    expect(new Set(acrossRegions).size).toBeGreaterThanOrEqual(15);
    expect(Math.max(...acrossRegions) / Math.min(...acrossRegions)).toBeGreaterThan(1.3);
    expect(prices('WMT', 1, () => 'NY')).not.toEqual(manhattan);
    // Independents set their own prices, store by store, in one region too.
    expect(new Set(prices('NEWCHAIN', 0, () => 'NY')).size).toBeGreaterThanOrEqual(20);
  });
});
