// @vitest-environment happy-dom
// Guards a results row: price, place and hours in text, selecting it, opening its discount card.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locatedDrug, pharmacy, ZIP_94110 } from '@/lib/testing/component-fixtures';
import { jsonResponse, stubGatewayFetch } from '@/lib/testing/gateway-fetch';
import { renderComponent } from '@/lib/testing/render-component';
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

function renderList() {
  return renderComponent(
    <ResultsShell name="atorvastatin">
      <PharmacyList rows={rows} location={ZIP_94110} answeredAtMs={ANSWERED_AT_MS} />
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
  vi.unstubAllGlobals();
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
