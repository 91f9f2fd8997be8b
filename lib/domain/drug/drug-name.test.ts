import { describe, expect, it } from 'vitest';
import { nameMatcher, normalizeDrugName } from './drug-name';

/** The matcher's score for one query and one candidate name. */
const nameMatchScore = (query: string, candidate: string) =>
  nameMatcher(query)(candidate, candidate.split(' '));

describe('normalizeDrugName', () => {
  it('folds case, punctuation and "and"', () => {
    expect(normalizeDrugName('Glyburide-Metformin')).toBe('glyburide metformin');
    expect(normalizeDrugName('Glyburide and Metformin Hydrochloride')).toBe(
      'glyburide metformin hydrochloride',
    );
    expect(normalizeDrugName('  LIPITOR ')).toBe('lipitor');
  });

  it('spells out ingredient abbreviations and drops "with"', () => {
    expect(normalizeDrugName('Lisinopril-HCTZ')).toBe('lisinopril hydrochlorothiazide');
    expect(normalizeDrugName('Promethazine DM')).toBe('promethazine dextromethorphan');
    expect(normalizeDrugName('Tylenol with Codeine')).toBe('tylenol codeine');
    expect(normalizeDrugName('constructor')).toBe('constructor'); // not an Object key
  });
});

describe('nameMatchScore', () => {
  it('ranks exact < prefix < word prefix < typo', () => {
    expect(nameMatchScore('atorvastatin', 'atorvastatin')).toBe(0);
    expect(nameMatchScore('ator', 'atorvastatin')).toBe(1);
    expect(nameMatchScore('metformin', 'glyburide metformin')).toBe(2);
    expect(nameMatchScore('atorvastatn', 'atorvastatin')).toBeGreaterThanOrEqual(3);
  });

  it('tolerates typos in full and partly typed names', () => {
    expect(nameMatchScore('atorvastatn', 'atorvastatin')).not.toBeNull();
    expect(nameMatchScore('lipitr', 'lipitor')).not.toBeNull();
    expect(nameMatchScore('atrovast', 'atorvastatin')).not.toBeNull();
    expect(nameMatchScore('kipitor', 'lipitor')).not.toBeNull(); // first letter wrong, second right
  });

  it('does not match unrelated names or allow typos in very short queries', () => {
    expect(nameMatchScore('zzzzqqq', 'atorvastatin')).toBeNull();
    expect(nameMatchScore('abc', 'abd')).toBeNull();
    expect(nameMatchScore('', 'atorvastatin')).toBeNull();
  });

  it('never corrects one molecule into another of its class', () => {
    expect(nameMatchScore('sitagliptin', 'saxagliptin')).toBeNull();
    expect(nameMatchScore('pitavastatin', 'pravastatin')).toBeNull();
    expect(nameMatchScore('losartan', 'valsartan')).toBeNull();
    // A typo before the stem of a long name is still a typo.
    expect(nameMatchScore('hydroclorothiazide', 'hydrochlorothiazide')).not.toBeNull();
    expect(nameMatchScore('lisinoprl', 'lisinopril')).not.toBeNull();
  });

  it('allows no typo in a word of one or two letters', () => {
    expect(nameMatchScore('vitamin c', 'vitamin d')).toBeNull();
    expect(nameMatchScore('vitamin c', 'vitamin b12')).toBeNull();
    expect(nameMatchScore('vitamin d', 'vitamin d')).toBe(0);
  });
});
