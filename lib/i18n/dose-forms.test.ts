import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { doseFormName, quantityUnit, strengthLabel } from './dose-forms';

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

describe('strengthLabel', () => {
  it('puts the English words of a strength into Spanish, and leaves shared units alone', () => {
    expect(strengthLabel('100 UNIT/ML', 'es')).toBe('100 unidades/ml');
    expect(strengthLabel('4.6 MG/24HR', 'es')).toBe('4.6 mg/24h');
    expect(strengthLabel('4.6 MG/24 HR', 'es')).toBe('4.6 mg/24 h');
    expect(strengthLabel('90 MCG/DOSE', 'es')).toBe('90 mcg/dosis');
    expect(strengthLabel('2 GM/10 ML', 'es')).toBe('2 g/10 ml');
    expect(strengthLabel('10 MEQ', 'es')).toBe('10 meq');
    expect(strengthLabel('100 UNIT/ML', 'en')).toBe('100 unit/ml');
  });

  it('writes every strength of the dataset in units a Spanish reader shares, none English', () => {
    const products = (
      JSON.parse(readFileSync('data/drugs.json', 'utf8')) as {
        products: Array<{ strength: string | null }>;
      }
    ).products;
    const words = new Set(
      products.flatMap((p) => strengthLabel(p.strength ?? '', 'es').match(/[a-zñáéíóú]+/g) ?? []),
    );
    const shared = ['mg', 'mcg', 'ml', 'g', 'meq', 'h', 'unidades', 'dosis', 'pulverización'];
    expect([...words].filter((word) => !shared.includes(word))).toEqual([]);
  });
});
