// Guards how the selected fill reads: the heading's label and the phone's one-line summary.
import { describe, expect, it } from 'vitest';
import { ATORVASTATIN_CHOICES } from '@/test-support/component-fixtures';
import { fillLine, selectionLabel } from './selection-label';

const answer = { ...ATORVASTATIN_CHOICES, Drugs: [] };

describe('selectionLabel', () => {
  it('names the selected name, strength and form, and the selected quantity', () => {
    expect(selectionLabel(answer, 'Atorvastatin')).toEqual({
      drugLabel: 'atorvastatin 20 mg tablet',
      quantity: ATORVASTATIN_CHOICES.Quantities[0],
    });
  });

  it('falls back to the searched name when nothing is selected', () => {
    const none = { Drugs: [], Names: [], Forms: [], Strengths: [], Quantities: [] };
    expect(selectionLabel(none, 'atorvastin')).toEqual({
      drugLabel: 'atorvastin',
      quantity: undefined,
    });
    expect(fillLine(none)).toBe('');
  });
});

describe('fillLine', () => {
  it('reads strength, quantity and form as one line', () => {
    expect(fillLine(answer)).toBe('20 mg · 30 tablets · tablet');
  });
});
