// @vitest-environment happy-dom
// Guards a row's hours line: open now by the browser's clock in the pharmacy's zone, store hours.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/test-support/render-component';
import { HoursLine } from './HoursLine';
import { OpenNow } from './OpenNow';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('HoursLine', () => {
  it('says the status, that hours are not listed, or holds the line while it is worked out', () => {
    const { container, rerender } = renderComponent(
      <HoursLine status={{ isOpen: true, label: 'Open · closes 9:00 PM' }} storeHours />,
    );
    expect(container.textContent).toBe('Store hours: Open · closes 9:00 PM');
    rerender(<HoursLine status={null} storeHours={false} />);
    expect(container.textContent).toBe('Hours not listed');
    rerender(<HoursLine status={undefined} storeHours={false} />);
    expect(container.textContent).toBe('\u00a0');
  });
});

describe('OpenNow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // Wednesday 25 November 2026, 5:58 PM in San Francisco: 8:58 PM in New York.
    vi.setSystemTime(new Date('2026-11-26T01:58:00Z'));
  });

  it('follows the pharmacy’s own clock, and closes on the minute', () => {
    renderComponent(
      <OpenNow
        hours="Mo-Fr 09:00-18:00"
        timeZone="America/Los_Angeles"
        rendered={{ isOpen: false, label: 'Closed · opens 9:00 AM' }}
        storeHours={false}
      />,
    );
    expect(screen.getByText('Open · closes 6:00 PM')).toBeTruthy();

    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(screen.getByText('Closed · opens Thu 9:00 AM')).toBeTruthy();
  });

  it('reads the hours in the pharmacy’s zone, not the visitor’s', () => {
    renderComponent(
      <OpenNow
        hours="Mo-Fr 09:00-18:00"
        timeZone="America/New_York"
        rendered={undefined}
        storeHours
      />,
    );
    expect(screen.getByText('Store hours: Closed · opens Thu 9:00 AM')).toBeTruthy();
  });
});
