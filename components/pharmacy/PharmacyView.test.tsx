// @vitest-environment happy-dom
// Guards the pharmacy page: what the linked and saved medicines cost there, empty and error states.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FindBasketAnswer } from '@/lib/domain/basket/basket';
import { addToBasket, replaceBasket } from '@/lib/client/basket-store';
import {
  ATORVASTATIN_NDC,
  basketAnswer,
  METFORMIN_NDC,
  pharmacy,
  pricing,
  SAVED_METFORMIN,
} from '@/test-support/component-fixtures';
import { jsonResponse, problemResponse, stubGatewayFetch } from '@/test-support/gateway-fetch';
import { linkHref } from '@/test-support/links';
import { renderComponent } from '@/test-support/render-component';
import { PharmacyView } from './PharmacyView';
import { PricesHere } from './PricesHere';

/** FindBasket at Valencia Drugs, a pharmacy known only by its ZIP (so the page draws no map). */
function atValencia(): FindBasketAnswer {
  const answer = basketAnswer();
  const valencia = answer.Pharmacies[1]!;
  valencia.pharmacy = pharmacy({ ...valencia.pharmacy, locationPrecision: 'zip', distance: 1 });
  return { ...answer, Pharmacies: [valencia], CheapestSingle: null, CheapestSplit: null };
}

const LABELS = ['atorvastatin 20 mg tablet', 'metformin 500 mg tablet'];

beforeEach(() => replaceBasket([]));
afterEach(cleanup);

describe('PricesHere', () => {
  it('prices each medicine here, with the total of those priced', () => {
    const data = basketAnswer();
    renderComponent(<PricesHere data={data} row={data.Pharmacies[1]!} labels={LABELS} />);
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Medicine', 'Quantity', 'Price'],
      ['atorvastatin 20 mg tablet', '30 tablets', '$7.00'],
      ['metformin 500 mg tablet', '60 tablets', 'No price here'],
      ['Total of the medicines priced here', '$7.00'],
    ]);
    expect(screen.getByRole('region', { name: 'Prices here' })).toBeTruthy();
  });
});

describe('PharmacyView', () => {
  it('asks for a medicine when it has none to price', () => {
    const asked = stubGatewayFetch(() => jsonResponse(atValencia()));
    renderComponent(<PharmacyView id="ph-valencia" groupId="RXPF" known={null} />, {
      pathname: '/pharmacies/ph-valencia',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pharmacy details');
    expect(screen.getByText(/Open a pharmacy from a drug’s prices/)).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('opened with no medicine, shows the pharmacy itself and a search for a medicine', async () => {
    const asked = stubGatewayFetch(() => jsonResponse(atValencia()));
    const { user } = renderComponent(
      <PharmacyView
        id="ph-mission"
        groupId="RXPF"
        known={{ pharmacy: pharmacy({ distance: null }), category: 0 }}
      />,
      { pathname: '/pharmacies/ph-mission', search: 'zip=94110' },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mission Pharmacy');
    expect(screen.getByText(/2800 Mission St, San Francisco, CA 94110/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '(415) 285-1576' })).toBeTruthy();
    expect(screen.getByText('Mon–Fri 9 AM–6 PM')).toBeTruthy();
    const search = screen.getByRole('region', { name: 'Find a medicine’s price' });
    expect(within(search).getByLabelText('ZIP code or city, state')).toHaveProperty(
      'value',
      '94110',
    );
    await user.type(within(search).getByRole('combobox', { name: 'Drug name or NDC' }), 'x');
    expect(asked.filter((url) => url.includes('FindBasket'))).toEqual([]);
  });

  it('at a chain store, offers the chain’s other stores that charge the same, nearest first', async () => {
    const chainStore = (id: string, address: string, distance: number) => ({
      pharmacy: pharmacy({
        id,
        chainCode: 'WAG',
        pharmacyName: `Walgreens #${id}`,
        address,
        distance,
      }),
      prices: [pricing(9.59, { svcPharmacyCategory: 1 })],
      totalUsd: 9.59,
      missingItems: [],
    });
    const stores = [
      chainStore('w1', '1979 Mission St', 0.2),
      chainStore('w2', '2690 Mission St', 0.6),
      chainStore('w3', '500 Castro St', 1.5),
    ];
    const here: FindBasketAnswer = {
      ...basketAnswer(),
      Items: basketAnswer().Items.slice(0, 1),
      Pharmacies: [stores[1]!],
      CheapestSingle: null,
      CheapestSplit: null,
    };
    const near: FindBasketAnswer = {
      ...here,
      Pharmacies: stores,
      Choices: [
        {
          name: 'Walgreens',
          chainCode: 'WAG',
          storeCount: 3,
          nearestPharmacyId: 'w1',
          distance: 0.2,
          pharmacyIds: ['w1', 'w2', 'w3'],
          totalUsd: 9.59,
        },
      ],
    };
    const asked = stubGatewayFetch((url) => jsonResponse(url.includes('PharmacyId') ? here : near));
    const { user } = renderComponent(<PharmacyView id="w2" groupId="RXPF" known={null} />, {
      pathname: '/pharmacies/w2',
      search: `zip=94110&item=${ATORVASTATIN_NDC}:30`,
    });
    const more = await screen.findByText('The same prices at 2 more Walgreens stores nearby');
    await user.click(more);
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/pharmacies/'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1979 Mission St, San Francisco', `/pharmacies/w1?zip=94110&item=${ATORVASTATIN_NDC}%3A30`],
      ['500 Castro St, San Francisco', `/pharmacies/w3?zip=94110&item=${ATORVASTATIN_NDC}%3A30`],
    ]);
    // The ranking's own query: coming from the list's page, it is already in the cache.
    expect(asked.filter((url) => !url.includes('PharmacyId'))).toHaveLength(1);
    expect(asked.find((url) => !url.includes('PharmacyId'))).toContain('GroupBy=chain');
  });

  it('prices the linked medicine and the saved ones at this pharmacy', async () => {
    addToBasket(SAVED_METFORMIN);
    const asked = stubGatewayFetch(() => jsonResponse(atValencia()));
    renderComponent(<PharmacyView id="ph-valencia" groupId="RXPF" known={null} />, {
      pathname: '/pharmacies/ph-valencia',
      search: `zip=94110&item=${ATORVASTATIN_NDC}:30`,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pharmacy details');
    expect(screen.getByLabelText('Loading prices')).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Valencia Drugs' })).toBeTruthy();
    expect(asked).toEqual([
      `/gateway/Drug/FindBasket?groupID=RXPF&NumPharm=25&GroupBy=chain&Zip=94110&PharmacyId=ph-valencia&Item=${ATORVASTATIN_NDC}%3A30&Item=${METFORMIN_NDC}%3A60`,
    ]);
    expect(screen.getByRole('note').textContent).toMatch(/^No map: this listing gives only/);
    const prices = screen.getByRole('region', { name: 'Prices here' });
    expect(within(prices).getByText('atorvastatin 20 mg tablet')).toBeTruthy();
    expect(within(prices).getByText('No price here')).toBeTruthy();
    expect(linkHref('Compare nearby pharmacies for my medicines')).toBe('/basket?zip=94110');
  });

  it('offers a retry when asked to wait', async () => {
    let failures = 1;
    stubGatewayFetch(() =>
      failures-- > 0 ? problemResponse('rate-limited') : jsonResponse(atValencia()),
    );
    const { user } = renderComponent(
      <PharmacyView id="ph-valencia" groupId="RXPF" known={null} />,
      {
        pathname: '/pharmacies/ph-valencia',
        search: `item=${ATORVASTATIN_NDC}:30`,
      },
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Something went wrong');
    expect(alert.textContent).toContain('Too many searches in a short time.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Valencia Drugs' })).toBeTruthy();
  });
});
