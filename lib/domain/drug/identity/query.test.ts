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

describe('parseDrugQuery: what people really type', () => {
  const soft = (text: string) =>
    parseDrugQuery(text).preferences.map((p) => `${p.kind}:${p.typed}`);

  it('reads device, pack, audience, OTC and generic words as soft qualifiers, not names', () => {
    expect(parseDrugQuery('Basaglar KwikPen')).toMatchObject({ name: 'basaglar' });
    expect(soft('Basaglar KwikPen')).toEqual(['device:kwikpen']);
    expect(soft('Xarelto starter pack')).toEqual(['pack:starter pack']);
    expect(soft('Medrol dose pack')).toEqual(['pack:dose pack']);
    expect(soft('ibuprofen over the counter')).toEqual(['supply:over the counter']);
    // Who and how may come first, when a name follows.
    expect(parseDrugQuery("children's Zyrtec")).toMatchObject({ name: 'zyrtec' });
    expect(soft('kids amoxicillin')).toEqual(['audience:kids']);
    expect(soft('generic Lipitor')).toEqual(['kind:generic']);
    expect(parseDrugQuery('kids').name).toBe('kids');
  });

  it('reads Spanish qualifiers like their English ones, accents optional', () => {
    expect(parsed('losartán potásico 50 mg')).toEqual({
      name: 'losartan',
      salts: ['potassium'],
      release: null,
      forms: [],
      strength: [50],
    });
    expect(parsed('metformina de liberación prolongada')).toMatchObject({
      name: 'metformina',
      release: 'ER',
    });
    expect(parsed('omeprazol cápsulas')).toMatchObject({ name: 'omeprazol', forms: ['capsules'] });
    expect(parsed('clorhidrato de metformina')).toMatchObject({
      name: 'metformina',
      salts: ['hydrochloride'],
    });
    expect(parsed('gotas para los ojos de timolol').forms).toEqual(['drops', 'eyes']);
    expect(soft('amoxicilina para niños')).toEqual(['audience:ninos']);
    expect(parseDrugQuery('ácido fólico').name).toBe('acido folico');
  });

  it('keeps every word it does not know as a name word, for name matching to judge', () => {
    expect(parseDrugQuery('metformin please').nameWords).toEqual(['metformin', 'please']);
    expect(parseDrugQuery('insulin detemir').nameWords).toEqual(['insulin', 'detemir']);
  });
});
