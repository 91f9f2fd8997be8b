// @vitest-environment happy-dom
// Guards the browser's own search: FindDrugs for the URL's search, its prices shown, or why not.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FindDrugsAnswer } from '@/lib/domain/api/find-drugs';
import { ATORVASTATIN_CHOICES, locatedDrug, pharmacy } from '@/test-support/component-fixtures';
import { jsonResponse, problemResponse, stubGatewayFetch } from '@/test-support/gateway-fetch';
import { renderComponent } from '@/test-support/render-component';
import { ClientSearch } from './ClientSearch';
import { ResultsShell } from './ResultsShell';

const answer: FindDrugsAnswer = {
  ...ATORVASTATIN_CHOICES,
  Drugs: [
    locatedDrug(pharmacy(), 9.5),
    locatedDrug(pharmacy({ id: 'ph-valencia', pharmacyName: 'Valencia Drugs', distance: 0.8 }), 12),
  ],
  Origin: { latitude: 37.7485, longitude: -122.4158, label: 'San Francisco, CA 94110' },
  Coverage: null,
  NameMatch: {
    searched: 'atorvastin',
    matched: 'atorvastatin',
    corrected: true,
    via: 'spelling',
    alias: null,
    ignored: [],
    genericFor: null,
  },
};

/** Answers FindDrugs with `findDrugs` and FindSavings with none; keeps the URLs asked for. */
const answerFindDrugs = (findDrugs: () => Response): string[] =>
  stubGatewayFetch((url) =>
    url.startsWith('/gateway/Drug/FindSavings') ? jsonResponse({ Savings: [] }) : findDrugs(),
  );

function renderSearch(search: string) {
  return renderComponent(
    <ResultsShell name="atorvastin">
      <ClientSearch groupId="RXPF" card={{ bin: null, pcn: null }} />
    </ResultsShell>,
    { pathname: '/drugs/atorvastin', search },
  );
}

afterEach(cleanup);

describe('ClientSearch', () => {
  it('searches the URL’s drug and place, and lists the prices it finds', async () => {
    const asked = answerFindDrugs(() => jsonResponse(answer));
    renderSearch('zip=94110');
    expect(screen.getByLabelText('Loading prices')).toBeTruthy();

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('atorvastatin 20 mg tablet, 30 tablets');
    expect(asked[0]).toBe(
      '/gateway/Drug/FindDrugs?groupID=RXPF&NumPharm=30&SortBy=price&GroupBy=chain&DrugName=atorvastin&Zip=94110',
    );
    expect(screen.getByText(/^Showing/).textContent).toBe(
      'Showing atorvastatin: no medicine is called “atorvastin”.',
    );
    const rows = within(screen.getByRole('list', { name: 'Pharmacies and prices' })).getAllByRole(
      'heading',
    );
    expect(rows.map((row) => row.textContent)).toEqual(['1Mission Pharmacy', '2Valencia Drugs']);
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: /^2 pharmacies near 94110, lowest \$\d+\.\d\d$/,
      }),
    ).toBeTruthy();
  });

  it('says a drug was not found as the page’s heading', async () => {
    answerFindDrugs(() =>
      problemResponse('drug-not-found', { detail: 'No drug is called atorvastin.' }),
    );
    renderSearch('zip=94110');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'We couldn’t find “atorvastin”',
    );
  });

  it('asks for a place before searching', () => {
    const asked = answerFindDrugs(() => jsonResponse(answer));
    renderSearch('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Prices for “atorvastin”');
    expect(screen.getByRole('alert').textContent).toBe('Enter a ZIP code or city to see prices.');
    expect(asked).toEqual([]);
  });
});
