import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { doseFormName, quantityUnit } from './dose-forms';

describe('dose forms and units in Spanish', () => {
  it('names the common forms by the glossary', () => {
    expect(doseFormName('TABLET', 'es')).toBe('tableta');
    expect(doseFormName('CAPSULE', 'es')).toBe('cápsula');
    expect(doseFormName('AEROSOL, INHALATION', 'es')).toBe('inhalador');
    expect(doseFormName('TABLET, EXTENDED RELEASE (XL)', 'es')).toBe(
      'tableta de liberación prolongada (XL)',
    );
    expect(doseFormName('CAPSULE, DELAYED RELEASE', 'es')).toBe('cápsula de liberación retardada');
    expect(doseFormName('SOLUTION, OPHTHALMIC', 'es')).toBe('solución oftálmica');
    expect(doseFormName('INJECTION, PEN', 'es')).toBe('inyección en pluma');
  });

  it('keeps English as it was, and an unknown form as the source wrote it', () => {
    expect(doseFormName('TABLET, EXTENDED RELEASE (XL)', 'en')).toBe(
      'tablet, extended release (XL)',
    );
    expect(doseFormName('WAFER, DISSOLVING', 'es')).toBe('wafer, dissolving');
  });

  it('translates every form and unit in the embedded dataset', () => {
    const { products } = JSON.parse(readFileSync('data/drugs.json', 'utf8')) as {
      products: Array<{ form: string; quantityLabel: string }>;
    };
    const forms = new Set(products.map((p) => p.form));
    const untranslated = [...forms].filter(
      (form) => doseFormName(form, 'es') === doseFormName(form, 'en'),
    );
    // Words the same in both languages.
    expect(
      untranslated.filter((form) => !['GEL', 'KIT', 'ELIXIR', 'ENEMA'].includes(form)),
    ).toEqual([]);
    const units = new Set(products.map((p) => p.quantityLabel));
    const sameUnits = ['mL', 'g', 'kits'];
    expect(
      [...units].filter((unit) => !sameUnits.includes(unit) && quantityUnit(unit, 'es') === unit),
    ).toEqual([]);
  });
});
