// @vitest-environment happy-dom
// Guards the offline notice: shown only offline, saying since when in the visitor's own time zone.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/test-support/render-component';
import { OfflineNotice } from './OfflineNotice';

const originalZone = process.env.TZ;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  process.env.TZ = originalZone;
});

const goOffline = (sinceMs: number) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(sinceMs);
};

describe('OfflineNotice', () => {
  it('says nothing while online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderComponent(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives the time in the visitor’s zone, not the app’s UTC default', () => {
    process.env.TZ = 'America/New_York';
    goOffline(Date.UTC(2026, 10, 26, 20, 15));
    renderComponent(<OfflineNotice />, { pathname: '/drugs/atorvastatin' });
    expect(screen.getByRole('status').textContent).toBe(
      'Offline — prices as of Nov 26, 2026, 3:15 PM',
    );
  });

  it('speaks of prices only on a page that has them: the card is "saved"', () => {
    process.env.TZ = 'America/New_York';
    goOffline(Date.UTC(2026, 10, 26, 20, 15));
    renderComponent(<OfflineNotice />, { pathname: '/card' });
    expect(screen.getByRole('status').textContent).toBe('Offline — saved Nov 26, 2026, 3:15 PM');
  });

  it('says it in Spanish on a Spanish page', () => {
    process.env.TZ = 'America/Chicago';
    goOffline(Date.UTC(2026, 10, 26, 20, 15));
    renderComponent(<OfflineNotice />, { locale: 'es', pathname: '/es/drugs/atorvastatin' });
    expect(screen.getByRole('status').textContent).toMatch(
      /^Sin conexión: precios del 26 nov 2026, 14:15$/,
    );
  });
});
