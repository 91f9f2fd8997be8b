// @vitest-environment happy-dom
// Guards the home page's lists: "My medicines" teaser and recent searches, remembered and forgotten.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToBasket, replaceBasket } from '@/lib/client/basket-store';
import { clearRecentSearches } from '@/lib/client/recent-searches';
import { SAVED_ATORVASTATIN, SAVED_METFORMIN } from '@/test-support/component-fixtures';
import { linkHref } from '@/test-support/links';
import { renderComponent } from '@/test-support/render-component';
import { RememberSearch } from '@/components/recent/RememberSearch';
import { BasketTeaser } from './BasketTeaser';
import { RecentSearches } from './RecentSearches';

const SEARCH = {
  label: 'atorvastatin 20 mg tablet',
  place: 'Oakland, CA',
  url: '/drugs/atorvastatin?city=Oakland&state=CA',
};

beforeEach(() => {
  replaceBasket([]);
  clearRecentSearches();
});
afterEach(cleanup);

describe('BasketTeaser', () => {
  it('shows nothing until the list has a medicine, then names them and links to compare', () => {
    const { container } = renderComponent(<BasketTeaser />);
    expect(container.textContent).toBe('');
    act(() => addToBasket(SAVED_ATORVASTATIN));
    expect(screen.getByRole('link', { name: 'Compare pharmacies for your medicine' })).toBeTruthy();
    act(() => addToBasket(SAVED_METFORMIN));
    expect(screen.getByRole('region', { name: 'My medicines' }).textContent).toContain(
      'atorvastatin 20 mg tablet · metformin 500 mg tablet',
    );
    expect(linkHref('Compare pharmacies for both medicines')).toBe('/basket');
  });

  it('compares near the last place searched', () => {
    addToBasket(SAVED_ATORVASTATIN);
    renderComponent(
      <>
        <RememberSearch search={SEARCH} />
        <BasketTeaser />
      </>,
    );
    expect(linkHref('Compare pharmacies for your medicine')).toBe('/basket?city=Oakland&state=CA');
  });
});

describe('RecentSearches', () => {
  it('lists a remembered search with its place, and forgets them all on request', async () => {
    const { user, container } = renderComponent(
      <>
        <RememberSearch search={SEARCH} />
        <RecentSearches />
      </>,
    );
    const link = screen.getByRole('link', { name: 'atorvastatin 20 mg tablet' });
    expect(link.getAttribute('href')).toBe(SEARCH.url);
    expect(screen.getByRole('listitem').textContent).toBe(
      'atorvastatin 20 mg tablet near Oakland, CA',
    );
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(container.textContent).toBe('');
  });
});
