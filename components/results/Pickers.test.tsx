// @vitest-environment happy-dom
// Guards the fill's pickers: current choices, a choice asks for the search, custom quantity checked.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FindDrugsResponse } from '@/lib/domain/api/find-drugs';
import { ATORVASTATIN_CHOICES } from '@/test-support/component-fixtures';
import { renderComponent } from '@/test-support/render-component';
import { Pickers } from './Pickers';

afterEach(cleanup);

const data: FindDrugsResponse = { ...ATORVASTATIN_CHOICES, Drugs: [] };

function setup() {
  const onChange = vi.fn();
  const { user } = renderComponent(<Pickers data={data} onChange={onChange} />);
  return { onChange, user };
}

describe('Pickers', () => {
  it('shows each choice with the selected one current', () => {
    setup();
    expect(screen.getByLabelText<HTMLSelectElement>('Brand or generic').value).toBe(
      'G:atorvastatin',
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Strength').value).toBe('20 MG');
    expect(screen.getByLabelText<HTMLSelectElement>('Quantity').value).toBe('30');
    expect(screen.getByRole('option', { name: '90 tablets' })).toBeTruthy();
  });

  it('asks for a new strength, quantity or name (a new name resets form and strength)', async () => {
    const { onChange, user } = setup();
    await user.selectOptions(screen.getByLabelText('Strength'), '40 MG');
    expect(onChange).toHaveBeenLastCalledWith({ name: 'atorvastatin', strength: '40 MG' });
    await user.selectOptions(screen.getByLabelText('Quantity'), '90');
    expect(onChange).toHaveBeenLastCalledWith({ qty: 90 });
    await user.selectOptions(screen.getByLabelText('Brand or generic'), 'B:Lipitor');
    expect(onChange).toHaveBeenLastCalledWith({
      name: 'Lipitor',
      brand: 'B',
      form: null,
      strength: null,
    });
  });

  it('checks a custom quantity with the API’s rule before asking for it', async () => {
    const { onChange, user } = setup();
    await user.selectOptions(screen.getByLabelText('Quantity'), 'custom');
    const custom = screen.getByLabelText('Custom quantity');
    // The cursor is already in the field that appeared.
    expect(document.activeElement).toBe(custom);
    await user.clear(custom);
    await user.type(custom, '20000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toMatch(/up to 10000/);
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(custom);
    await user.type(custom, '45{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ qty: 45 });
  });
});
