// @vitest-environment happy-dom
// Guards "Savings you might miss": folded to one line, each saving in words with its link.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Saving } from '@/lib/domain/results/savings';
import type { SearchState } from '@/lib/view/search-state';
import { ATORVASTATIN_NDC, ZIP_94110 } from '@/test-support/component-fixtures';
import { linkHref } from '@/test-support/links';
import { renderComponent } from '@/test-support/render-component';
import { SavingsDisclosure } from './SavingsDisclosure';
import { SavingsTips } from './SavingsTips';

afterEach(cleanup);

const mission = { pharmacyId: 'ph-mission', pharmacyName: 'Mission Pharmacy', distance: 0.42 };
const valencia = {
  pharmacyId: 'ph-valencia',
  pharmacyName: 'Valencia Drugs',
  distance: 1.67,
  priceUsd: 9.5,
};

const state: SearchState = {
  name: 'Lipitor',
  location: ZIP_94110,
  form: 'TABLET',
  strength: '20 MG',
  qty: 30,
  brand: 'B',
  sort: 'price',
};

describe('SavingsDisclosure', () => {
  it('opens and folds the box from its one line', async () => {
    const { user } = renderComponent(
      <SavingsDisclosure mostUsd={42.5}>
        <p>A hint</p>
      </SavingsDisclosure>,
    );
    const toggle = screen.getByRole('button', { name: 'Savings you might miss · up to $42.50' });
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByText('A hint').parentElement?.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SavingsTips', () => {
  it('shows nothing without savings', () => {
    const { container } = renderComponent(<SavingsTips savings={[]} state={state} />);
    expect(container.textContent).toBe('');
  });

  it('tells each saving in words, linked to where it is', () => {
    const savings: Saving[] = [
      {
        kind: 'generic',
        savingsUsd: 180.5,
        form: 'TABLET',
        strength: '20 MG',
        qty: 30,
        quantityLabel: 'tablets',
        brand: { ...mission, drugName: 'Lipitor', priceUsd: 190 },
        generic: { ...valencia, drugName: 'atorvastatin', ndc: ATORVASTATIN_NDC },
      },
      {
        kind: 'bulk',
        savingsUsd: 4.5,
        pharmacyId: 'ph-valencia',
        pharmacyName: 'Valencia Drugs',
        qty: 30,
        priceUsd: 9.5,
        largerQty: 90,
        largerPriceUsd: 15,
        quantityLabel: 'tablets',
      },
      {
        kind: 'nearby',
        savingsUsd: 3,
        ndc: ATORVASTATIN_NDC,
        qty: 30,
        extraMiles: 1.25,
        nearest: { ...mission, priceUsd: 12.5 },
        cheaper: valencia,
      },
    ];
    renderComponent(<SavingsTips savings={savings} state={state} />);
    const box = screen.getByRole('region', { name: /Savings you might miss/ });
    expect(
      within(box).getByRole('button', { name: 'Savings you might miss · up to $180.50' }),
    ).toBeTruthy();
    const [generic, bulk, nearby] = within(box).getAllByRole('listitem');
    expect(generic?.textContent).toContain(
      'The generic, atorvastatin, costs about $180.50 less: $9.50 at Valencia Drugs against $190.00 for Lipitor at Mission Pharmacy.',
    );
    expect(linkHref('See generic prices', generic!)).toBe(
      '/drugs/atorvastatin?zip=94110&form=TABLET&strength=20+MG&qty=30&brand=G',
    );
    expect(bulk?.textContent).toContain(
      'At Valencia Drugs, 90 tablets cost about $4.50 less per 30 tablets than buying 30 at a time ($15.00 for 90, $9.50 for 30).',
    );
    expect(linkHref('See prices for 90', bulk!)).toBe(
      '/drugs/Lipitor?zip=94110&form=TABLET&strength=20+MG&qty=90&brand=B',
    );
    expect(nearby?.textContent).toContain(
      'Valencia Drugs, 1.3 mi farther than the nearest pharmacy, costs about $3.00 less',
    );
    expect(linkHref('Valencia Drugs details', nearby!)).toBe(
      `/pharmacies/ph-valencia?zip=94110&item=${ATORVASTATIN_NDC}%3A30`,
    );
  });
});
