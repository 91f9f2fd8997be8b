import { describe, expect, it } from 'vitest';
import { container } from '../runtime/container';
import { popularDrugNames } from './popular-drugs';

describe('popularDrugNames', () => {
  it('follows the ClinCalc Top 300 rank, one name per rank', () => {
    const names = popularDrugNames(container().dataset.products, 12);
    expect(names.slice(0, 9)).toEqual([
      'atorvastatin',
      'metformin',
      'levothyroxine',
      'lisinopril',
      'amlodipine',
      'metoprolol',
      'albuterol',
      'losartan',
      'gabapentin',
    ]);
    expect(names).toHaveLength(12);
    expect(new Set(names).size).toBe(12);
  });
});
