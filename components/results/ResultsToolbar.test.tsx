// @vitest-environment happy-dom
// Guards the results controls: count, sort and list/map toggles, pickers moving to a changed URL.
import { cleanup, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusResultsOnArrival } from '@/lib/client/results-focus';
import { fillLine } from '@/lib/view/selection-label';
import { ATORVASTATIN_CHOICES } from '@/test-support/component-fixtures';
import { renderComponent } from '@/test-support/render-component';
import { PickersPanel } from './PickersPanel';
import { ResultsShell } from './ResultsShell';
import { ResultsToolbar } from './ResultsToolbar';

afterEach(cleanup);

const PAGE = { pathname: '/drugs/atorvastatin', search: 'zip=94110&qty=30' };
const ANSWER = { lowest: '$6.81', searchKey: '/drugs/atorvastatin?zip=94110&qty=30' };

/** The toolbar in its shell: 12 pharmacies near 94110 by price, unless told otherwise. */
const toolbar = (props: Partial<ComponentProps<typeof ResultsToolbar>> = {}) => (
  <ResultsShell name="atorvastatin">
    <ResultsToolbar count={12} locationLabel="94110" sort="price" {...ANSWER} {...props} />
  </ResultsShell>
);

describe('ResultsToolbar', () => {
  it('says how many pharmacies where, and sorts by moving to the sorted URL', async () => {
    const { user, router } = renderComponent(toolbar(), PAGE);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('12 pharmacies near 94110');
    expect(
      screen.getByRole('heading', { level: 2, name: '12 pharmacies near 94110, lowest $6.81' }),
    ).toBeTruthy();
    const sort = screen.getByRole('group', { name: 'Sort by' });
    expect(
      within(sort).getByRole('button', { name: 'Lowest price' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(sort).getByRole('button', { name: 'Nearest' }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    await user.click(within(sort).getByRole('button', { name: 'Nearest' }));
    expect(router.visits).toEqual(['push /drugs/atorvastatin?zip=94110&qty=30&sort=distance']);
  });

  it('says "pharmacy" for one', () => {
    renderComponent(
      toolbar({ count: 1, locationLabel: 'San Francisco, CA', sort: 'distance' }),
      PAGE,
    );
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: '1 pharmacy near San Francisco, CA, lowest $6.81',
      }),
    ).toBeTruthy();
  });

  it('after a search, its heading takes the focus; a changed answer in place is announced', () => {
    focusResultsOnArrival();
    const near60601 = (count: number, searchKey: string) =>
      toolbar({ count, locationLabel: '60601', lowest: '$9.59', searchKey });
    const { rerender } = renderComponent(near60601(30, '/drugs/lisinopril?zip=60601'), PAGE);
    const heading = screen.getByRole('heading', {
      level: 2,
      name: '30 pharmacies near 60601, lowest $9.59',
    });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('status').textContent).toBe('');

    // A picker changed the answer: the focus stays where it was, and the news is announced.
    heading.blur();
    rerender(near60601(12, '/drugs/lisinopril?zip=60601&qty=90'));
    expect(document.activeElement).not.toBe(heading);
    expect(screen.getByRole('status').textContent).toBe('12 pharmacies near 60601, lowest $9.59');
  });

  it('switches between the list and the map', async () => {
    const { user, router } = renderComponent(toolbar(), PAGE);
    const showAs = screen.getByRole('group', { name: 'Show as' });
    const list = within(showAs).getByRole('button', { name: 'List' });
    const map = within(showAs).getByRole('button', { name: 'Map' });
    expect([list.getAttribute('aria-pressed'), map.getAttribute('aria-pressed')]).toEqual([
      'true',
      'false',
    ]);
    await user.click(map);
    expect([list.getAttribute('aria-pressed'), map.getAttribute('aria-pressed')]).toEqual([
      'false',
      'true',
    ]);
    await user.click(list);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(router.visits).toEqual([]);
  });
});

describe('PickersPanel', () => {
  it('folds the pickers under the selected fill, and a choice moves to its URL', async () => {
    const { user, router } = renderComponent(
      <ResultsShell name="atorvastatin">
        <PickersPanel
          choices={ATORVASTATIN_CHOICES}
          fill={fillLine({ ...ATORVASTATIN_CHOICES, Drugs: [] })}
        />
      </ResultsShell>,
      PAGE,
    );
    const line = screen.getByRole('button', {
      name: '20 mg · 30 tablets · tablet Change prescription details',
    });
    const pickers = screen.getByRole('group', { name: 'Prescription details' });
    expect(line.getAttribute('aria-controls')).toBe(pickers.id);
    expect(line.getAttribute('aria-expanded')).toBe('false');
    await user.click(line);
    expect(line.getAttribute('aria-expanded')).toBe('true');

    await user.selectOptions(within(pickers).getByLabelText('Strength'), '40 MG');
    expect(router.visits).toEqual(['push /drugs/atorvastatin?zip=94110&strength=40+MG&qty=30']);
  });
});
