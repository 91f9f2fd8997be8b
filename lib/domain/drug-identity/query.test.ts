import { describe, expect, it } from 'vitest';
import { parseDrugQuery } from './query';

const parsed = (text: string) => {
  const q = parseDrugQuery(text);
  return {
    name: q.name,
    salts: q.salts,
    release: q.release,
    forms: q.forms.map((f) => f.word),
    strength: q.strength,
  };
};

describe('parseDrugQuery', () => {
  it('splits the medicine from its salt, release, form and strength', () => {
    expect(parsed('Metoprolol Tartrate 25 mg')).toEqual({
      name: 'metoprolol',
      salts: ['tartrate'],
      release: null,
      forms: [],
      strength: [25],
    });
    expect(parsed('bupropion SR')).toMatchObject({ name: 'bupropion', release: 'SR' });
    expect(parsed('metformin extended release')).toMatchObject({
      name: 'metformin',
      release: 'ER',
    });
    expect(parsed('diltiazem 24 hr')).toMatchObject({ name: 'diltiazem', release: 'XL' });
    expect(parsed('oxycodone IR')).toMatchObject({ name: 'oxycodone', release: 'IR' });
    expect(parsed('timolol eye drops')).toMatchObject({ name: 'timolol', forms: ['eye', 'drops'] });
    expect(parsed('ondansetron ODT 4mg')).toMatchObject({ forms: ['odt'], strength: [4] });
    expect(parsed('amoxicillin-clavulanate 875-125')).toMatchObject({
      name: 'amoxicillin clavulanate',
      strength: [875, 125],
    });
    expect(parsed('EpiPen auto-injector')).toMatchObject({
      name: 'epipen',
      forms: ['autoinjector'],
    });
  });

  it('keeps numbers that are part of a name', () => {
    expect(parsed('polyethylene glycol 3350')).toMatchObject({
      name: 'polyethylene glycol 3350',
      strength: null,
    });
    expect(parsed('omega-3-acid ethyl esters').name).toBe('omega 3 acid ethyl esters');
    expect(parsed('amoxicillin 500').strength).toEqual([500]);
    expect(parsed('metformin 500 ER')).toMatchObject({ strength: [500], release: 'ER' });
  });

  it('never reads the first word as a qualifier, nor abbreviations people do not type as salts', () => {
    expect(parsed('cream').name).toBe('cream');
    expect(parsed('penicillin vk').salts).toEqual([]);
    expect(parsed('prednisolone ac').salts).toEqual([]);
    expect(parsed('bupropion hcl').salts).toEqual(['hydrochloride']);
  });
});
