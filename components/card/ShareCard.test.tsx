// @vitest-environment happy-dom
// Guards sharing the discount card: the system share sheet where there is one, else copy and email.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkHref } from '@/test-support/links';
import { renderComponent } from '@/test-support/render-component';
import { ShareCard } from './ShareCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CARD = { bin: '610494', pcn: 'RXPF', groupId: 'WEB', memberId: 'RX123456789' };
const TEXT =
  'BIN 610494 · PCN RXPF · Group WEB · Member ID RX123456789. Show it at the pharmacy counter; prices are estimates.';

describe('ShareCard', () => {
  it('opens the share sheet with the card’s numbers, where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    const { user } = renderComponent(<ShareCard {...CARD} />);
    await user.click(screen.getByRole('button', { name: 'Share card' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Rx Price Finder discount card',
      text: TEXT,
      url: `${window.location.origin}/card`,
    });
  });

  it('else copies them, or writes them into an email; in Spanish, to the Spanish card', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    // user-event's own clipboard stands in for the browser's.
    const { user } = renderComponent(<ShareCard {...CARD} />);
    expect(screen.queryByRole('button', { name: 'Share card' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy card details' }));
    expect(await navigator.clipboard.readText()).toBe(
      `Rx Price Finder discount card\n${TEXT}\n${window.location.origin}/card`,
    );
    expect(screen.getByRole('status').textContent).toMatch(/^Card details copied/);
    const email = linkHref('Email the card') ?? '';
    expect(decodeURIComponent(email)).toContain('RX123456789');
    cleanup();

    renderComponent(<ShareCard {...CARD} />, { locale: 'es' });
    const correo = linkHref('Enviar por correo');
    expect(decodeURIComponent(correo ?? '')).toContain(`${window.location.origin}/es/card`);
  });

  it('offers nothing until the member id is known', () => {
    renderComponent(<ShareCard {...CARD} memberId={null} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
