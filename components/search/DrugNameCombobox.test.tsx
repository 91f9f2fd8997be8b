// @vitest-environment happy-dom
// Guards the drug name combobox: suggestions as you type, keyboard choice, Escape, none for NDCs.
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { autocompleteQuery } from '@/lib/client/queries';
import { renderComponent, testQueryClient } from '@/test-support/render-component';
import { DrugNameCombobox } from './DrugNameCombobox';

afterEach(cleanup);

/** The combobox with suggestions already in the query cache, so no request leaves the test. */
function setup() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(autocompleteQuery('atorv').queryKey, {
    drugNames: [{ drugName: 'atorvastatin' }, { drugName: 'amlodipine / atorvastatin' }],
  });
  const chosen: string[] = [];
  function Harness() {
    const [value, setValue] = useState('');
    return (
      <DrugNameCombobox
        value={value}
        onChange={(next) => {
          chosen.push(next);
          setValue(next);
        }}
      />
    );
  }
  const { user } = renderComponent(<Harness />, { queryClient });
  return { chosen, user, input: screen.getByRole('combobox') };
}

describe('DrugNameCombobox', () => {
  it('suggests names as you type; arrows move, Enter picks', async () => {
    const { chosen, user, input } = setup();
    await user.type(input, 'atorv');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'atorvastatin',
      'amlodipine / atorvastatin',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await user.keyboard('{Enter}');
    expect(chosen.at(-1)).toBe('amlodipine / atorvastatin');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes the list, and an NDC gets no suggestions', async () => {
    const { user, input } = setup();
    await user.type(input, 'atorv');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.clear(input);
    await user.type(input, '58151-155-77');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });
});
