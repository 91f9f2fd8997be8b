import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGazetteer, cityKey } from './gazetteer';

const gazetteer = buildGazetteer([
  ['90012', 'Los Angeles', 'CA', 34.06, -118.24],
  ['95112', 'San Jose', 'CA', 37.35, -121.89],
  ['81212', 'Canon City', 'CO', 38.44, -105.24],
]);

describe('the gazetteer’s city lookup', () => {
  it('finds a city written with its accents, as a Spanish speaker writes it', () => {
    expect(gazetteer.city('Los Ángeles', 'CA')?.city).toBe('Los Angeles');
    expect(gazetteer.city('SAN JOSÉ', 'ca')?.city).toBe('San Jose');
    expect(gazetteer.city('Cañon City', 'CO')?.city).toBe('Canon City');
    expect(gazetteer.city('Los Angeles', 'NY')).toBeNull();
  });

  it('keys a name and its accent-free spelling alike', () => {
    const accents = fc.constantFrom('á', 'é', 'í', 'ó', 'ú', 'ñ', 'ü', 'Á', 'É', 'Ñ');
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('a', 'b', ' ', 'z'), accents), { maxLength: 12 }),
        (letters) => {
          const name = letters.join('');
          const plain = name.normalize('NFD').replace(/\p{M}/gu, '');
          expect(cityKey(name, 'CA')).toBe(cityKey(plain, 'CA'));
        },
      ),
    );
  });
});
