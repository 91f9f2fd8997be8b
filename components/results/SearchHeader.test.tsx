// @vitest-environment happy-dom
// Guards the results' search line: names drug and place, opens the form, a new search's URL.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchState } from '@/lib/view/search-state';
import { ZIP_94110 } from '@/test-support/component-fixtures';
import { jsonResponse, stubGatewayFetch } from '@/test-support/gateway-fetch';
import { renderComponent } from '@/test-support/render-component';
import { SearchHeader } from './SearchHeader';

// Typing in the drug field asks for suggestions: none here.
beforeEach(() => {
  stubGatewayFetch(() => jsonResponse({ drugNames: [] }));
});
afterEach(cleanup);

const current: SearchState = {
  name: 'atorvastatin',
  location: ZIP_94110,
  form: 'TABLET',
  strength: '20 MG',
  qty: 30,
  brand: null,
  sort: 'price',
};

describe('SearchHeader', () => {
  it('folds the search into one line that opens it with the drug field focused', async () => {
    const { user } = renderComponent(<SearchHeader current={current} fieldErrors={{}} />);
    const line = screen.getByRole('button', { name: 'atorvastatin · 94110 Change search' });
    const form = screen.getByRole('search');
    expect(line.getAttribute('aria-controls')).toBe(form.parentElement?.id);
    expect(line.getAttribute('aria-expanded')).toBe('false');

    await user.click(line);
    expect(line.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
  });

  it('opens by itself to show what needs correcting', () => {
    renderComponent(
      <SearchHeader
        current={{ ...current, location: null }}
        fieldErrors={{ location: 'ZIP code 99999 is not known.' }}
      />,
    );
    expect(
      screen
        .getByRole('button', { name: 'atorvastatin Change search' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('ZIP code 99999 is not known.');
  });

  it('searches a new place keeping the fill, or a new drug afresh', async () => {
    const { user, router } = renderComponent(<SearchHeader current={current} fieldErrors={{}} />);
    const place = screen.getByLabelText('ZIP code or city, state');
    await user.clear(place);
    await user.type(place, 'Oakland, CA');
    await user.click(screen.getByRole('button', { name: 'Find prices' }));
    const drug = screen.getByRole('combobox');
    await user.clear(drug);
    await user.type(drug, 'metformin');
    await user.click(screen.getByRole('button', { name: 'Find prices' }));
    expect(router.visits).toEqual([
      'push /drugs/atorvastatin?city=Oakland&state=CA&form=TABLET&strength=20+MG&qty=30',
      'push /drugs/metformin?city=Oakland&state=CA',
    ]);
  });
});
