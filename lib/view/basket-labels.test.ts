// Guards how a basket item is named (source, saved, NDC) and counted (with its unit when known).
import { describe, expect, it } from 'vitest';
import { basketAnswer, SAVED_ATORVASTATIN } from '@/test-support/component-fixtures';
import { itemLabel, quantityText } from './basket-labels';

const item = { ndc: SAVED_ATORVASTATIN.ndc, qty: 30 };
const answers = basketAnswer().Items;

describe('itemLabel', () => {
  it('prefers the price source’s name, strength and form', () => {
    expect(itemLabel(item, answers, [{ ...SAVED_ATORVASTATIN, label: 'old name' }])).toBe(
      'atorvastatin 20 mg tablet',
    );
  });

  it('falls back to the saved label, then to the NDC', () => {
    const unpriced = answers.map((a) => ({ ...a, drugName: null }));
    expect(itemLabel(item, unpriced, [SAVED_ATORVASTATIN])).toBe('atorvastatin 20 mg tablet');
    expect(itemLabel(item, undefined)).toBe(`NDC ${item.ndc}`);
  });
});

describe('quantityText', () => {
  it('adds the unit when the answer or the saved entry knows it', () => {
    expect(quantityText(item, answers)).toBe('30 tablets');
    expect(
      quantityText(item, undefined, [{ ...SAVED_ATORVASTATIN, quantityLabel: 'capsules' }]),
    ).toBe('30 capsules');
    expect(quantityText(item, undefined)).toBe('30');
  });
});
