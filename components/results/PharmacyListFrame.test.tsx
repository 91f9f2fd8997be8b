// @vitest-environment happy-dom
// Guards the results list's split: the server's HTML holds the first rows and says the list is
// busy; in the browser the rest follow and the list is no longer busy.
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PharmacyListFrame } from './PharmacyListFrame';

const items = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => <li key={from + i}>{`row ${from + i}`}</li>);

afterEach(cleanup);

describe('PharmacyListFrame', () => {
  it('renders only the first rows on the server, marked busy', () => {
    const html = renderToString(
      <PharmacyListFrame label="Pharmacies" first={items(1, 10)} later={items(11, 30)} />,
    );
    expect(html.match(/<li>/g)).toHaveLength(10);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('row 11');
  });

  it('adds the later rows in the browser, in order, and clears busy', async () => {
    render(<PharmacyListFrame label="Pharmacies" first={items(1, 10)} later={items(11, 30)} />);
    const list = screen.getByRole('list', { name: 'Pharmacies' });
    expect(await within(list).findByText('row 30')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(items(1, 30).map((_, i) => `row ${i + 1}`));
    expect(list.getAttribute('aria-busy')).toBe('false');
  });

  it('is not busy when every row is in the HTML', () => {
    const html = renderToString(
      <PharmacyListFrame label="Pharmacies" first={items(1, 4)} later={null} />,
    );
    expect(html).toContain('aria-busy="false"');
    expect(html.match(/<li>/g)).toHaveLength(4);
  });
});
