// @vitest-environment happy-dom
// Guards a results row: price, place and hours in text, selecting it, opening its discount card.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  listedChoices,
  nearestChoices,
  foldKeyOfRow,
  priceChoiceOf,
} from '@/lib/domain/results/choices';
import type { LocatedDrug } from '@/lib/domain/api/find-drugs';
import { locatedDrug, pharmacy, pricing, ZIP_94110 } from '@/test-support/component-fixtures';
import { jsonResponse, stubGatewayFetch } from '@/test-support/gateway-fetch';
import { linkHref } from '@/test-support/links';
import { renderComponent } from '@/test-support/render-component';
import { DiscountCardHost } from './LazyIslands';
import { PharmacyList } from './PharmacyList';
import { ResultsShell } from './ResultsShell';

// Wednesday 25 November 2026, 10:00 in San Francisco.
const ANSWERED_AT_MS = Date.parse('2026-11-25T18:00:00Z');

const rows = [
  locatedDrug(pharmacy(), 9.5),
  locatedDrug(
    pharmacy({
      id: 'ph-valencia',
      pharmacyName: 'Valencia Drugs',
      address: '1200 Valencia St',
      phone: null,
      distance: 3,
      locationPrecision: 'zip',
      hoursOfOperation: null,
      hoursKind: null,
    }),
    12,
  ),
];

/** Three Walgreens at one price: one choice, shown by the nearest. */
const walgreens = (id: string, address: string, distance: number): LocatedDrug => ({
  ...locatedDrug(
    pharmacy({ id, chainCode: 'WAG', pharmacyName: `Walgreens #${id}`, address, distance }),
  ),
  pricing: pricing(9.59, { svcPharmacyCategory: 1 }),
});
const chain = nearestChoices(
  [
    walgreens('3', '500 Castro St', 1.5),
    walgreens('1', '1979 Mission St', 0.2),
    walgreens('2', '2690 Mission St', 0.6),
  ],
  foldKeyOfRow,
  30,
);

function renderList(drugs: LocatedDrug[] = rows) {
  const Choices = drugs === rows ? undefined : chain.map(priceChoiceOf);
  return renderComponent(
    <ResultsShell name="atorvastatin">
      <PharmacyList
        choices={listedChoices({ Drugs: drugs, Choices })}
        location={ZIP_94110}
        answeredAtMs={ANSWERED_AT_MS}
      />
      <DiscountCardHost
        drugLabel="atorvastatin 20 mg tablet"
        qty="30 tablets"
        groupId="RXPF"
        card={{ bin: '610494', pcn: 'RXPF' }}
      />
    </ResultsShell>,
    { pathname: '/drugs/atorvastatin', search: 'zip=94110' },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ANSWERED_AT_MS);
  stubGatewayFetch(() => jsonResponse({ memberId: 'M12345678', groupID: 'RXPF' }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PharmacyRow', () => {
  it('tells each pharmacy’s price, place, hours and ways to reach it', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Pharmacies and prices' });
    const [mission, valencia] = within(list).getAllByRole('listitem');
    if (!mission || !valencia) throw new Error('two rows expected');

    expect(within(mission).getByText('$9.50')).toBeTruthy();
    expect(within(mission).getByText('Independent pharmacy · 0.42 mi')).toBeTruthy();
    expect(within(mission).getByText('2800 Mission St, San Francisco, CA 94110')).toBeTruthy();
    expect(within(mission).getByText('Open · closes 6:00 PM')).toBeTruthy();
    expect(within(mission).getByText('Save 62% vs. retail $24.99')).toBeTruthy();
    expect(within(mission).getByText('Generic price list (MAC)')).toBeTruthy();
    expect(within(mission).getByRole('link', { name: '(415) 285-1576' })).toBeTruthy();
    expect(
      within(mission).getByRole('link', {
        name: 'Directions to Mission Pharmacy (opens a new tab)',
      }),
    ).toBeTruthy();
    expect(
      within(mission).getByRole('link', { name: 'Pharmacy details for Mission Pharmacy' }),
    ).toBeTruthy();

    expect(within(valencia).getByText('Independent pharmacy · about 3 mi')).toBeTruthy();
    expect(within(valencia).getByText(/^Location approximate/)).toBeTruthy();
    expect(within(valencia).getByText('Hours not listed')).toBeTruthy();
    expect(within(valencia).queryByRole('link', { name: /^\(\d{3}\)/ })).toBeNull();
  });

  it('selects a pharmacy by its name, one at a time', async () => {
    const { user } = renderList();
    const mission = screen.getByRole('button', { name: 'Mission Pharmacy' });
    const valencia = screen.getByRole('button', { name: 'Valencia Drugs' });
    expect(mission.getAttribute('aria-pressed')).toBe('false');

    await user.click(mission);
    expect(mission.getAttribute('aria-pressed')).toBe('true');
    expect(valencia.getAttribute('aria-pressed')).toBe('false');

    await user.click(valencia);
    expect(mission.getAttribute('aria-pressed')).toBe('false');
    // The pointer rests on Valencia's row: hovering highlights it too.
    expect(valencia.getAttribute('aria-pressed')).toBe('true');
  });

  it('folds a chain’s stores at one price into one row that opens to the others', async () => {
    const { user } = renderList(chain.flat());
    const list = screen.getByRole('list', { name: 'Pharmacies and prices' });
    const [row, ...others] = within(list).getAllByRole('listitem');
    expect(others).toHaveLength(0);
    if (!row) throw new Error('one row expected');
    expect(within(row).getByRole('button', { name: 'Walgreens' })).toBeTruthy();
    expect(within(row).getByText('$9.59')).toBeTruthy();
    expect(row.querySelector('.pharmacy-meta')?.textContent).toBe(
      'nearest 0.20 mi · 2 more nearby (Walgreens at $9.59)',
    );
    expect(within(row).getByText('1979 Mission St, San Francisco, CA 94110')).toBeTruthy();

    const more = within(row).getByRole('button', { name: '2 more nearby (Walgreens at $9.59)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(within(row).queryByRole('list')).toBeNull();
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const stores = within(row).getByRole('list', {
      name: 'Walgreens at $9.59: more stores, nearest first',
    });
    expect(
      within(stores)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2690 Mission St, San Francisco · 0.60 mi',
      '500 Castro St, San Francisco · 1.50 mi',
    ]);
    expect(linkHref('2690 Mission St, San Francisco', stores)).toBe(
      '/pharmacies/2?zip=94110&item=00071015523%3A30',
    );
  });

  it('opens the discount card for the row’s price, with the session’s member id', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Get discount card for Valencia Drugs' }));
    const card = await screen.findByRole('dialog', { name: 'Discount card' });
    expect(within(card).getByText('$12.00')).toBeTruthy();
    expect(within(card).getByText('Valencia Drugs, 1200 Valencia St, San Francisco')).toBeTruthy();
    expect(await within(card).findByText('M12345678')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
