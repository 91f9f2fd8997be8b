// @vitest-environment happy-dom
// Guards "My medicines": empty, saved or shared list, and FindBasket's ranking for a place.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToBasket, replaceBasket } from '@/lib/client/basket-store';
import {
  ATORVASTATIN_NDC,
  basketAnswer,
  METFORMIN_NDC,
  SAVED_ATORVASTATIN,
  SAVED_METFORMIN,
} from '@/test-support/component-fixtures';
import { jsonResponse, problemResponse, stubGatewayFetch } from '@/test-support/gateway-fetch';
import { linkHref } from '@/test-support/links';
import { renderComponent } from '@/test-support/render-component';
import { BasketView } from './BasketView';

beforeEach(() => replaceBasket([]));
afterEach(cleanup);

describe('BasketView', () => {
  it('explains how to start a list when there is none', () => {
    const asked = stubGatewayFetch(() => jsonResponse(basketAnswer()));
    renderComponent(<BasketView groupId="RXPF" />, { pathname: '/basket', search: 'zip=94110' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My medicines');
    expect(screen.getByRole('heading', { name: 'No medicines yet' })).toBeTruthy();
    expect(linkHref('Search for a drug')).toBe('/');
    expect(asked).toEqual([]);
  });

  it('lists the saved medicines, asks where, and removes one', async () => {
    addToBasket(SAVED_ATORVASTATIN);
    addToBasket(SAVED_METFORMIN);
    const { user, router } = renderComponent(<BasketView groupId="RXPF" />, {
      pathname: '/basket',
    });
    const list = screen.getByRole('list', { name: 'Medicines on the list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/Enter where you are to compare nearby pharmacies/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove atorvastatin 20 mg tablet' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['metformin 500 mg tablet60 tabletsRemove metformin 500 mg tablet']);

    await user.type(screen.getByLabelText('ZIP code or city, state'), '94110{Enter}');
    expect(router.visits).toEqual(['push /basket?zip=94110']);
  });

  it('ranks nearby pharmacies by the total of the list', async () => {
    addToBasket(SAVED_ATORVASTATIN);
    addToBasket(SAVED_METFORMIN);
    const asked = stubGatewayFetch(() => jsonResponse(basketAnswer()));
    renderComponent(<BasketView groupId="RXPF" />, { pathname: '/basket', search: 'zip=94110' });

    expect(
      await screen.findByRole('heading', {
        name: 'Pharmacies near San Francisco, CA 94110, by total',
      }),
    ).toBeTruthy();
    expect(asked).toEqual([
      `/gateway/Drug/FindBasket?groupID=RXPF&NumPharm=25&GroupBy=chain&Zip=94110&Item=${ATORVASTATIN_NDC}%3A30&Item=${METFORMIN_NDC}%3A60`,
    ]);
    const ranking = screen.getByRole('list', { name: 'Pharmacies by total for the list' });
    expect(
      within(ranking)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['1Mission Pharmacy', '2Valencia Drugs']);
    expect(screen.getByRole('region', { name: 'Cheapest ways to fill the list' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Link to this list and place').value).toContain(
      `/basket?zip=94110&item=${ATORVASTATIN_NDC}%3A30&item=${METFORMIN_NDC}%3A60`,
    );
    expect(screen.getByText(/Prices are estimates/).textContent).toContain('(as of 2026-11-01)');
  });

  it('shows a shared list as it is and saves it as this browser’s own', async () => {
    addToBasket(SAVED_METFORMIN);
    stubGatewayFetch(() => jsonResponse(basketAnswer()));
    const { user, router } = renderComponent(<BasketView groupId="RXPF" />, {
      pathname: '/basket',
      search: `zip=94110&item=${ATORVASTATIN_NDC}:30`,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'A shared list of medicines',
    );
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    const banner = screen.getByRole('region', { name: 'Shared list' });
    expect(banner.textContent).toContain('Saving it replaces your own list of 1.');

    await user.click(within(banner).getByRole('button', { name: 'Save as my medicines' }));
    expect(router.visits).toEqual(['replace /basket?zip=94110']);
    expect(JSON.parse(window.localStorage.getItem('rxpf.basket.v1') ?? '[]')).toEqual([
      SAVED_ATORVASTATIN,
    ]);
  });

  it('names the medicines FindBasket no longer prices', async () => {
    addToBasket(SAVED_ATORVASTATIN);
    addToBasket(SAVED_METFORMIN);
    stubGatewayFetch(() =>
      problemResponse('drug-not-found', {
        errors: [{ parameter: 'Item[1]', message: 'no drug has this NDC' }],
      }),
    );
    renderComponent(<BasketView groupId="RXPF" />, { pathname: '/basket', search: 'zip=94110' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Remove metformin 500 mg tablet from the list');
    expect(screen.queryByRole('list', { name: 'Pharmacies by total for the list' })).toBeNull();
  });

  it('shows the gateway’s word on an unknown ZIP on the place field', async () => {
    addToBasket(SAVED_ATORVASTATIN);
    stubGatewayFetch(() =>
      problemResponse('invalid-parameters', {
        errors: [{ parameter: 'Zip', message: 'ZIP code 99999 is not known' }],
      }),
    );
    renderComponent(<BasketView groupId="RXPF" />, { pathname: '/basket', search: 'zip=99999' });
    expect((await screen.findByRole('alert')).textContent).toBe('ZIP code 99999 is not known.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
