// @vitest-environment happy-dom
// Guards a pharmacy's details: address, phone, hours open now in its zone, listing age, precision.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ATORVASTATIN_NDC,
  locatedDrug,
  pharmacy,
  ZIP_94110,
} from '@/test-support/component-fixtures';
import { linkHref } from '@/test-support/links';
import { renderComponent } from '@/test-support/render-component';
import { PharmacyDetails } from './PharmacyDetails';
import { PharmacyPageLink } from './PharmacyPageLink';

/** The fact a `<dt>` names, read from its `<dd>`. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  // Wednesday 25 November 2026, 10:00 in San Francisco (18:00 UTC).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T18:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PharmacyDetails', () => {
  it('names the pharmacy, how far it is, where and how to call it', () => {
    renderComponent(
      <PharmacyDetails pharmacy={pharmacy()} category={1} originLabel="San Francisco, CA 94110" />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mission Pharmacy');
    expect(screen.getByText(/^Pharmacy chain/).textContent).toBe(
      'Pharmacy chain · 0.42 mi from San Francisco, CA 94110',
    );
    expect(fact('Address')?.textContent).toContain('2800 Mission St, San Francisco, CA 94110');
    const directions = screen.getByRole('link', { name: 'Directions (opens a new tab)' });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=37.7529,-122.4184',
    );
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(linkHref('(415) 285-1576')).toBe('tel:+14152851576');
    expect(screen.getByText(/^As of October 1, 2025, from public data/)).toBeTruthy();
    expect(screen.queryByText(/Location approximate/)).toBeNull();
  });

  it('says whether it is open now in its own time zone, and lists the week', () => {
    renderComponent(<PharmacyDetails pharmacy={pharmacy()} category={0} originLabel={null} />);
    expect(screen.getByText(/^Independent pharmacy$/)).toBeTruthy();
    expect(fact('Pharmacy hours')?.textContent).toContain('Open · closes 6:00 PM');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Mon–Fri 9 AM–6 PM',
    ]);
    expect(screen.queryByText(/store’s hours/)).toBeNull();
  });

  it('calls store hours such, and a New York pharmacy closed at 1 PM its time', () => {
    const store = pharmacy({
      state: 'NY',
      city: 'New York',
      latitude: 40.75,
      longitude: -73.99,
      hoursOfOperation: 'Mo-Fr 08:00-13:00',
      hoursKind: 'store',
    });
    renderComponent(<PharmacyDetails pharmacy={store} category={1} originLabel={null} />);
    expect(fact('Store hours')?.textContent).toContain('Closed · opens Thu 8:00 AM');
    expect(
      screen.getByText(/These are the store’s hours; the pharmacy counter may close earlier/),
    ).toBeTruthy();
  });

  it('warns that a pharmacy known only by ZIP is placed roughly, and lists what is missing', () => {
    const approximate = pharmacy({
      locationPrecision: 'zip',
      distance: 2,
      phone: null,
      hoursOfOperation: null,
      hoursKind: null,
      listingAsOf: null,
    });
    renderComponent(<PharmacyDetails pharmacy={approximate} category={null} originLabel="94110" />);
    expect(screen.getByText(/about 2 mi from 94110$/)).toBeTruthy();
    expect(screen.getByText(/^Location approximate/)).toBeTruthy();
    expect(linkHref('Directions (opens a new tab)')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=2800%20Mission%20St%2C%20San%20Francisco%2C%20CA%2094110',
    );
    expect(fact('Phone')?.textContent).toBe('Not listed');
    expect(fact('Hours')?.textContent).toBe('Not listed');
    expect(screen.queryByText('Listing')).toBeNull();
    expect(screen.queryByText('Medicare registry')).toBeNull();
  });

  it('says when Medicare’s registry last listed a chain store', () => {
    const store = pharmacy({ chainCode: 'WAG', confirmedAsOf: '2026-05-31' });
    renderComponent(<PharmacyDetails pharmacy={store} category={1} originLabel={null} />);
    expect(fact('Medicare registry')?.textContent).toBe(
      'Listed as a pharmacy of this chain in Medicare’s pharmacy registry as of May 31, 2026.',
    );
  });

  it('gives a store the registry alone lists its city, no street, and directions to the point', () => {
    const publix = pharmacy({
      pharmacyName: 'Publix Pharmacy',
      address: '',
      city: 'Tampa',
      state: 'FL',
      zip: '336020000',
      phone: null,
      latitude: 28.05,
      longitude: -82.41,
      distance: 0.4,
      locationPrecision: 'approximate',
      listingAsOf: '2026-05-31',
      confirmedAsOf: '2026-05-31',
    });
    renderComponent(<PharmacyDetails pharmacy={publix} category={2} originLabel="Tampa, FL" />);
    expect(screen.getByText(/about 0.4 mi from Tampa, FL$/)).toBeTruthy();
    expect(fact('Address')?.textContent).toMatch(/^Tampa, FL · street address not published/);
    expect(fact('Address')?.textContent).not.toContain('33602');
    expect(
      screen.getByText(/^Location approximate: Medicare’s pharmacy registry lists/),
    ).toBeTruthy();
    expect(linkHref('Directions (opens a new tab)')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=28.05,-82.41',
    );
  });
});

describe('PharmacyPageLink', () => {
  it('links a results row to its pharmacy’s page, pricing the row’s fill at the same place', () => {
    renderComponent(<PharmacyPageLink row={locatedDrug()} location={ZIP_94110} />);
    const link = screen.getByRole('link', { name: 'Pharmacy details for Mission Pharmacy' });
    expect(link.getAttribute('href')).toBe(
      `/pharmacies/ph-mission?zip=94110&item=${ATORVASTATIN_NDC}%3A30`,
    );
  });
});
