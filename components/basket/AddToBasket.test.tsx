// @vitest-environment happy-dom
// Guards "Add to my medicines": it saves the shown fill, says so, and follows the saved list.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BASKET_ITEMS } from '@/lib/domain/basket/basket-item';
import { addToBasket, removeFromBasket, replaceBasket } from '@/lib/client/basket-store';
import { SAVED_ATORVASTATIN, SAVED_METFORMIN, ZIP_94110 } from '@/test-support/component-fixtures';
import { linkHref } from '@/test-support/links';
import { renderComponent } from '@/test-support/render-component';
import { AddToBasket } from './AddToBasket';
import { BasketNavLink } from './BasketNavLink';

const stored = () => JSON.parse(window.localStorage.getItem('rxpf.basket.v1') ?? '[]') as unknown;

beforeEach(() => replaceBasket([]));
afterEach(cleanup);

describe('AddToBasket', () => {
  it('adds the fill to the list, says so, and then shows it as saved', async () => {
    const { user } = renderComponent(
      <>
        <AddToBasket fill={SAVED_ATORVASTATIN} location={ZIP_94110} />
        <BasketNavLink />
      </>,
    );
    const view = screen.getByRole('link', { name: 'View my medicines (0)' });
    expect(view.getAttribute('href')).toBe('/basket?zip=94110');
    // The header's link (its short "My list" shows instead on a narrow phone: CSS, not here).
    expect(screen.getByRole('link', { name: /^My medicines(?!\s*\()/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add to my medicines' }));

    expect(screen.getByRole('status').textContent).toBe('Added to my medicines.');
    expect(screen.getByText('✓ In my medicines')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /my medicines/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'View my medicines (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^My medicines \(1\)/ })).toBeTruthy();
    expect(stored()).toEqual([SAVED_ATORVASTATIN]);
  });

  it('offers to change the quantity of a medicine saved at another one', async () => {
    addToBasket({ ...SAVED_ATORVASTATIN, qty: 90 });
    const { user } = renderComponent(<AddToBasket fill={SAVED_ATORVASTATIN} location={null} />);
    expect(linkHref('View my medicines (1)')).toBe('/basket');

    await user.click(screen.getByRole('button', { name: 'Change to 30 in my medicines' }));

    expect(screen.getByRole('status').textContent).toBe('Quantity updated in my medicines.');
    expect(screen.getByText('✓ In my medicines')).toBeTruthy();
    expect(stored()).toEqual([SAVED_ATORVASTATIN]);
  });

  it('offers the button again once the medicine is removed elsewhere', () => {
    addToBasket(SAVED_ATORVASTATIN);
    renderComponent(<AddToBasket fill={SAVED_ATORVASTATIN} location={ZIP_94110} />);
    expect(screen.getByText('✓ In my medicines')).toBeTruthy();

    act(() => removeFromBasket(SAVED_ATORVASTATIN.ndc));

    expect(screen.getByRole('button', { name: 'Add to my medicines' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my medicines (0)' })).toBeTruthy();
  });

  it('refuses a medicine when the list is full, and says why', async () => {
    for (let n = 0; n < MAX_BASKET_ITEMS; n += 1) {
      addToBasket({ ...SAVED_METFORMIN, ndc: String(n).padStart(11, '0') });
    }
    const { user } = renderComponent(<AddToBasket fill={SAVED_ATORVASTATIN} location={null} />);

    await user.click(screen.getByRole('button', { name: 'Add to my medicines' }));

    expect(screen.getByRole('status').textContent).toBe(
      `My medicines holds up to ${MAX_BASKET_ITEMS} medicines; remove one first.`,
    );
    expect(screen.getByRole('button', { name: 'Add to my medicines' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: `View my medicines (${MAX_BASKET_ITEMS})` }),
    ).toBeTruthy();
  });
});
