import { describe, expect, it } from 'vitest';
import { CHAINS } from '../../../scripts/dataset/chains';
import { CHAIN_TERMS } from './chain-terms';
import { chainTermsOf } from './store-terms';
import { VALUE_LIST } from './value-list';

describe('CHAIN_TERMS against the dataset’s chain registry (scripts/dataset/chains.ts)', () => {
  const banners = Object.entries(CHAINS);

  it('prices every chain banner with its own company’s contract', () => {
    // The company is the pricing market's key (store-terms.ts): a banner filed under another
    // company, or none, would share (or lose) that company's prices state by state.
    for (const [name, banner] of banners.filter(([, b]) => b.category !== 0)) {
      expect(chainTermsOf(banner.code, banner.category)?.company, name).toBe(banner.company);
    }
  });

  it('prices category-0 banners (franchises, health systems) as independents', () => {
    for (const [name, banner] of banners.filter(([, b]) => b.category === 0)) {
      expect(chainTermsOf(banner.code, banner.category), name).toBeNull();
    }
  });
});

describe('value lists', () => {
  it('a chain runs no list or one that value-list.ts prices', () => {
    // An unknown list id has no listed share, and the share test would then list every
    // eligible formulation: each id must be one VALUE_LIST defines.
    const known = Object.keys(VALUE_LIST.listedShare);
    for (const [code, terms] of Object.entries(CHAIN_TERMS)) {
      if (terms.valueList !== null) expect(known, code).toContain(terms.valueList);
    }
  });
});
