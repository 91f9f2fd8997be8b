// @vitest-environment happy-dom
// Guards the basket answer: pharmacies by total, the cheapest ways in words, FindBasket errors.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProblem } from '@/lib/domain/api/api-problem';
import {
  ATORVASTATIN_NDC,
  basketAnswer,
  METFORMIN_NDC,
  SAVED_ATORVASTATIN,
  SAVED_METFORMIN,
  ZIP_94110,
} from '@/test-support/component-fixtures';
import { problemBody } from '@/test-support/gateway-fetch';
import { linkHref } from '@/test-support/links';
import { renderComponent } from '@/test-support/render-component';
import { BasketError } from './BasketError';
import { BasketRanking } from './BasketRanking';
import { BasketSummary } from './BasketSummary';

const LABELS = ['atorvastatin 20 mg tablet', 'metformin 500 mg tablet'];
const saved = [SAVED_ATORVASTATIN, SAVED_METFORMIN];

afterEach(cleanup);

describe('BasketRanking', () => {
  it('lists pharmacies by total, each drug’s price, and what a pharmacy lacks', () => {
    renderComponent(
      <BasketRanking data={basketAnswer()} labels={LABELS} location={ZIP_94110} busy={false} />,
    );
    const ranking = screen.getByRole('list', { name: 'Pharmacies by total for the list' });
    const [mission, valencia] = within(ranking).getAllByRole('listitem');
    if (!mission || !valencia) throw new Error('two pharmacies expected');

    expect(within(mission).getByRole('heading').textContent).toBe('1Mission Pharmacy');
    expect(linkHref('Mission Pharmacy', mission)).toBe(
      `/pharmacies/ph-mission?zip=94110&item=${ATORVASTATIN_NDC}%3A30&item=${METFORMIN_NDC}%3A60`,
    );
    expect(mission.textContent).toContain('$13.75 for both');
    expect(mission.textContent).toContain('0.42 mi · 2800 Mission St, San Francisco, CA 94110');
    expect(within(mission).getByText('metformin 500 mg tablet').nextSibling?.textContent).toBe(
      '$4.25',
    );
    expect(within(mission).queryByText(/^Lacks/)).toBeNull();

    expect(valencia.textContent).toContain('$7.00 for 1 of 2');
    expect(valencia.textContent).toContain('1200 Valencia St, San Francisco, CA 94110-1234');
    expect(within(valencia).getByText('metformin 500 mg tablet').nextSibling?.textContent).toBe(
      'no price here',
    );
    expect(within(valencia).getByText('Lacks metformin 500 mg tablet')).toBeTruthy();
    expect(ranking.getAttribute('aria-busy')).toBe('false');
  });
});

describe('BasketSummary', () => {
  it('sets one pharmacy for everything against a cheaper split across two', () => {
    renderComponent(<BasketSummary data={basketAnswer()} labels={LABELS} />);
    const summary = screen.getByRole('region', { name: 'Cheapest ways to fill the list' });
    const [single, split] = within(summary).getAllByRole('paragraph');
    expect(single?.textContent).toBe('One pharmacy $13.75 for both at Mission Pharmacy.');
    expect(split?.textContent).toBe(
      'Two pharmacies $11.25, $2.50 less: atorvastatin 20 mg tablet at Valencia Drugs ($7.00)' +
        ' and metformin 500 mg tablet at Mission Pharmacy ($4.25).',
    );
  });

  it('calls a split that saves pennies not worth a second stop', () => {
    const data = basketAnswer();
    data.CheapestSplit = { ...data.CheapestSplit!, totalUsd: 13.5, savingsUsd: 0.25 };
    renderComponent(<BasketSummary data={data} labels={LABELS} />);
    expect(screen.getByText(/would save only/).textContent).toBe(
      'Two pharmacies would save only $0.25: not worth a second stop.',
    );
  });

  it('says when no pharmacy fills the list, or when splitting would not help', () => {
    const none = { ...basketAnswer(), CheapestSingle: null, CheapestSplit: null };
    renderComponent(<BasketSummary data={none} labels={LABELS} />);
    expect(
      screen.getByText('No pharmacy here has a price for every medicine on the list.'),
    ).toBeTruthy();
    cleanup();

    const noSplit = { ...basketAnswer(), CheapestSplit: null };
    renderComponent(<BasketSummary data={noSplit} labels={LABELS} />);
    expect(
      screen.getByText('Splitting the list across two pharmacies would not cost less.'),
    ).toBeTruthy();
  });
});

describe('BasketError', () => {
  it('names the medicines no longer priced', () => {
    const error = new ApiProblem(
      404,
      problemBody('drug-not-found', {
        errors: [{ parameter: 'Item[1]', message: 'no drug has this NDC' }],
      }),
    );
    renderComponent(
      <BasketError error={error} items={saved} saved={saved} place="94110" onRetry={() => {}} />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe(
      'Some medicines are no longer priced',
    );
    expect(alert.textContent).toContain(
      'Remove metformin 500 mg tablet from the list to compare the others.',
    );
  });

  it('offers a retry when the price service fails', async () => {
    const onRetry = vi.fn();
    const error = new ApiProblem(502, problemBody('upstream-unavailable'));
    const { user } = renderComponent(
      <BasketError error={error} items={saved} saved={saved} place="94110" onRetry={onRetry} />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
