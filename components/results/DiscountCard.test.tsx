// @vitest-environment happy-dom
// Guards the discount card: the row's fields, demo without BIN/PCN, the session's member id.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubGatewayFetch } from '@/test-support/gateway-fetch';
import { renderComponent } from '@/test-support/render-component';
import { DiscountCard, type CardConfig, type DiscountCardRow } from './DiscountCard';

const SESSION = { memberId: 'M12345678', groupID: 'RXPF' };

const row: DiscountCardRow = {
  priceUsd: 9.5,
  pharmacy: {
    pharmacyName: 'Mission Pharmacy',
    address: '2800 Mission St',
    city: 'San Francisco',
    phone: '4152851576',
  },
};

/** The value a `<dt>` names on the card. */
const field = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** The card, open for `row`, configured as `card` says. */
const renderCard = (card: CardConfig) =>
  renderComponent(
    <DiscountCard
      row={row}
      drugLabel="atorvastatin 20 mg tablet"
      qty="30 tablets"
      groupId="RXPF"
      card={card}
      onClose={() => {}}
    />,
  );

afterEach(cleanup);

describe('DiscountCard', () => {
  it('shows the configured card with the session’s member id', async () => {
    const asked = stubGatewayFetch(() => jsonResponse(SESSION));
    renderCard({ bin: '610494', pcn: 'RXPF' });
    const card = screen.getByRole('dialog', { name: 'Discount card' });
    expect(within(card).getByText('$9.50')).toBeTruthy();
    expect(field(card, 'Drug')).toBe('atorvastatin 20 mg tablet');
    expect(field(card, 'Quantity')).toBe('30 tablets');
    expect(field(card, 'Pharmacy')).toBe(
      'Mission Pharmacy, 2800 Mission St, San Francisco · (415) 285-1576',
    );
    expect(field(card, 'BIN')).toBe('610494');
    expect(field(card, 'PCN')).toBe('RXPF');
    expect(field(card, 'Group')).toBe('RXPF');
    expect(field(card, 'Member ID')).toBe('loading…');
    expect(await within(card).findByText('M12345678')).toBeTruthy();
    expect(asked).toEqual(['/gateway/session']);
    expect(within(card).queryByText(/Demo card/)).toBeNull();
  });

  it('marks a card without BIN and PCN as a demo, and says when the member id is unavailable', async () => {
    stubGatewayFetch(() => problemResponse('unauthorized'));
    renderCard({ bin: null, pcn: null });
    const card = screen.getByRole('dialog', { name: 'Discount card — DEMO CARD' });
    expect(
      within(card).getByText('Demo card: not valid at pharmacies. BIN and PCN are not configured.'),
    ).toBeTruthy();
    expect(within(card).queryByText('BIN')).toBeNull();
    expect(await within(card).findByText('unavailable')).toBeTruthy();
  });

  it('asks nothing of the session while closed, and tells its host when closed', async () => {
    const asked = stubGatewayFetch(() => jsonResponse(SESSION));
    const onClose = vi.fn();
    const props = {
      drugLabel: 'atorvastatin 20 mg tablet',
      qty: '30 tablets',
      groupId: 'RXPF',
      card: { bin: '610494', pcn: 'RXPF' },
      onClose,
    };
    const { user, rerender } = renderComponent(<DiscountCard row={null} {...props} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual([]);

    rerender(<DiscountCard row={row} {...props} />);
    const card = screen.getByRole('dialog', { name: 'Discount card' });
    await user.click(within(card).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
