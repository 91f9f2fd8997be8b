import { describe, expect, it } from 'vitest';
import { quotePrice } from '../../lib/domain/pricing/quote';
import { CHAIN_TERMS } from '../../lib/domain/pricing/chain-terms';
import { pricingRegion } from '../../lib/domain/pricing/store-terms';
import { distanceMiles } from '../../lib/domain/place/geo';
import { loadDataset } from '../../lib/server/dataset/load';
import {
  bannerOf,
  CITY_TARGETS,
  CITY_ZIPS,
  cityFigures,
  cityTotals,
  NEAREST_COUNT,
} from './city-figures';

// In twelve big cities the 25 nearest pharmacies offer a choice: at least three banners in ten,
// CVS in nine, the 25th within 5 miles in ten (scripts/city-figures.ts prints the figures).
const { pharmacies, zips, products } = loadDataset();
const figures = cityFigures(pharmacies, zips);

describe('the twelve big cities', () => {
  it('offer at least three banners among the 25 nearest in ten cities or more', () => {
    expect(cityTotals(figures).withBanners).toBeGreaterThanOrEqual(CITY_TARGETS.citiesWithBanners);
  });

  it('list CVS among the 25 nearest in nine cities or more', () => {
    expect(cityTotals(figures).withCvs).toBeGreaterThanOrEqual(CITY_TARGETS.citiesWithCvs);
  });

  it('have the 25th nearest within 5 miles in ten cities or more', () => {
    expect(cityTotals(figures).within5Miles).toBeGreaterThanOrEqual(
      CITY_TARGETS.citiesWithin5Miles,
    );
  });

  it('count what the API lists: the nearest, with every independent as one banner', () => {
    const manhattan = figures.find((f) => f.zip === '10001');
    expect(manhattan?.banners).toContain('CVS');
    expect(bannerOf({ chain: 'Good Neighbor Pharmacy', category: 0 })).toBe('independent');
    expect(bannerOf({ chain: 'Safeway', category: 2 })).toBe('Safeway');
  });
});

describe('same-chain neighbours', () => {
  // A common generic at 30 tablets, as the calibration measures it.
  const product = products.find(
    (p) => p.ln === 'ATORVASTATIN 20 MG TABLET' && p.brandGeneric === 'G',
  );

  it.each(CITY_ZIPS.map(({ city, zip }) => [city, zip]))(
    '%s: one chain quotes one price per region, and chains differ',
    (_, zip) => {
      expect(product).toBeDefined();
      const centre = zips.find((row) => row[0] === zip);
      const origin = { latitude: centre?.[3] ?? 0, longitude: centre?.[4] ?? 0 };
      const nearest = [...pharmacies]
        .sort((a, b) => distanceMiles(origin, a) - distanceMiles(origin, b))
        .slice(0, NEAREST_COUNT);
      const priceOf = (p: (typeof nearest)[number]) =>
        quotePrice({ pharmacy: p, product: product!, quantity: 30, ucOverrideUsd: null }).priceUsd;
      const byMarket = new Map<string, Set<number>>();
      const byCompany = new Map<string, number>();
      for (const p of nearest) {
        const company = p.category === 0 ? undefined : CHAIN_TERMS[p.chainCode ?? '']?.company;
        if (!company) continue;
        const market = `${company}|${pricingRegion(p)}`;
        byMarket.set(market, (byMarket.get(market) ?? new Set()).add(priceOf(p)));
        byCompany.set(company, priceOf(p));
      }
      for (const [market, prices] of byMarket) expect(prices.size, market).toBe(1);
      if (byCompany.size >= 2) expect(new Set(byCompany.values()).size).toBeGreaterThan(1);
    },
  );
});
