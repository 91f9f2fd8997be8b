// @vitest-environment happy-dom
// Guards the basket list: quantities, removal, the place form, the shared-list banner, sharing.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceBasket } from '@/lib/client/basket-store';
import {
  ATORVASTATIN_NDC,
  basketAnswer,
  SAVED_ATORVASTATIN,
  SAVED_METFORMIN,
  ZIP_94110,
} from '@/test-support/component-fixtures';
import { linkHref } from '@/test-support/links';
import { renderComponent } from '@/test-support/render-component';
import { BasketItemsList } from './BasketItemsList';
import { BasketLocationForm } from './BasketLocationForm';
import { ShareBasket } from './ShareBasket';
import { SharedBasketBanner } from './SharedBasketBanner';

const saved = [SAVED_ATORVASTATIN, SAVED_METFORMIN];

beforeEach(() => replaceBasket([]));
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('BasketItemsList', () => {
  it('names each medicine with its quantity, linked to its own prices at the same place', () => {
    renderComponent(
      <BasketItemsList items={saved} answers={undefined} saved={saved} location={ZIP_94110} />,
    );
    const items = within(screen.getByRole('list', { name: 'Medicines on the list' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'atorvastatin 20 mg tablet30 tablets',
      'metformin 500 mg tablet60 tablets',
    ]);
    expect(linkHref('atorvastatin 20 mg tablet')).toBe(
      `/drugs/${ATORVASTATIN_NDC}?zip=94110&qty=30`,
    );
    // A shared list is not this browser's to change.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names an item as the price source does, else by its NDC, and removes one by NDC', async () => {
    const onRemove = vi.fn();
    const shared = [
      { ndc: ATORVASTATIN_NDC, qty: 30 },
      { ndc: '00000000001', qty: 5 },
    ];
    const { user } = renderComponent(
      <BasketItemsList
        items={shared}
        answers={basketAnswer().Items}
        saved={[]}
        location={null}
        onRemove={onRemove}
      />,
    );
    expect(linkHref('NDC 00000000001')).toBe('/drugs/00000000001?qty=5');
    await user.click(screen.getByRole('button', { name: 'Remove atorvastatin 20 mg tablet' }));
    expect(onRemove).toHaveBeenCalledWith(ATORVASTATIN_NDC);
  });
});

describe('BasketLocationForm', () => {
  it('asks for a readable place before comparing, then hands it over', async () => {
    const onSubmit = vi.fn();
    const { user } = renderComponent(<BasketLocationForm location={null} onSubmit={onSubmit} />);
    const field = screen.getByLabelText('ZIP code or city, state');
    await user.click(screen.getByRole('button', { name: 'Compare pharmacies' }));
    expect(screen.getByRole('alert').textContent).toMatch(/5-digit ZIP code/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(field, 'San Francisco, CA{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'city', city: 'San Francisco', state: 'CA' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts from the page’s place and shows the gateway’s word on it', () => {
    renderComponent(
      <BasketLocationForm
        location={ZIP_94110}
        serverError="ZIP code 94110 is not known."
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('ZIP code or city, state').value).toBe('94110');
    expect(screen.getByRole('alert').textContent).toBe('ZIP code 94110 is not known.');
  });
  it('compares near the browser’s position when asked, or says it could not get it', async () => {
    let answer: 'position' | 'denied' = 'position';
    // The browser's geolocation, the edge this form reaches (happy-dom has none).
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback) =>
          answer === 'position'
            ? found({ coords: { latitude: 37.7485, longitude: -122.4158 } } as GeolocationPosition)
            : failed({ code: 1, message: 'denied' } as GeolocationPositionError),
      },
    });
    const onSubmit = vi.fn();
    const { user } = renderComponent(<BasketLocationForm location={null} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByPlaceholderText('Using your location')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Compare pharmacies' }));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'coords', lat: 37.7485, lon: -122.4158 });

    answer = 'denied';
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not get your location; enter a ZIP code instead.',
    );
  });
});

describe('SharedBasketBanner', () => {
  it('offers to keep a shared list, named as the price source names it', async () => {
    const onSaved = vi.fn();
    const { user } = renderComponent(
      <SharedBasketBanner
        items={[{ ndc: ATORVASTATIN_NDC, qty: 30 }]}
        answers={basketAnswer().Items}
        savedCount={0}
        onSaved={onSaved}
      />,
    );
    const banner = screen.getByRole('region', { name: 'Shared list' });
    expect(banner.textContent).toContain(
      'Someone shared this list of 1 medicine with you. Save it to keep it in this browser.',
    );
    await user.click(within(banner).getByRole('button', { name: 'Save as my medicines' }));
    expect(onSaved).toHaveBeenCalledOnce();
    expect(JSON.parse(window.localStorage.getItem('rxpf.basket.v1') ?? '[]')).toEqual([
      SAVED_ATORVASTATIN,
    ]);
  });

  it('warns that saving replaces the browser’s own list', () => {
    renderComponent(
      <SharedBasketBanner items={saved} answers={undefined} savedCount={3} onSaved={() => {}} />,
    );
    expect(screen.getByRole('region', { name: 'Shared list' }).textContent).toContain(
      'Someone shared this list of 2 medicines with you. Saving it replaces your own list of 3.',
    );
  });
});

describe('ShareBasket', () => {
  it('shows the whole link and copies it', async () => {
    const { user } = renderComponent(<ShareBasket path="/basket?zip=94110" />);
    const url = `${window.location.origin}/basket?zip=94110`;
    expect(screen.getByLabelText<HTMLInputElement>('Link to this list and place').value).toBe(url);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status').textContent).toBe('Link copied.');
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('keeps the page’s language in the link', () => {
    renderComponent(<ShareBasket path="/basket?zip=94110&item=00071015523%3A30" />, {
      locale: 'es',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Enlace a esta lista y este lugar').value).toBe(
      `${window.location.origin}/es/basket?zip=94110&item=00071015523%3A30`,
    );
  });
});
