// @vitest-environment happy-dom
// Guards what a search without prices says: not found, none near, other forms, faults with retry.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@/lib/client/api';
import { ApiProblem } from '@/lib/domain/api/api-problem';
import { PROBLEM_TYPES, type Problem, type ProblemSlug } from '@/lib/domain/api/problem';
import { problemBody } from '@/test-support/gateway-fetch';
import { linkHref } from '@/test-support/links';
import { renderComponent } from '@/test-support/render-component';
import { ResultsError, ResultsNotSearched, ResultsSkeleton } from './ResultStates';

afterEach(cleanup);

/** The gateway's problem of this kind, as the client holds it. */
const problem = (slug: ProblemSlug, extra: Partial<Problem> = {}): ApiProblem =>
  new ApiProblem(PROBLEM_TYPES[slug].status, problemBody(slug, extra));

const showError = (error: unknown, onRetry?: () => void) =>
  renderComponent(
    <ResultsError error={error} drugName="atorvastin" locationLabel="94110" onRetry={onRetry} />,
  );

describe('ResultsError', () => {
  it('says a drug was not found, and how to search instead', () => {
    showError(problem('drug-not-found'));
    const state = screen.getByRole('status');
    expect(within(state).getByRole('heading', { level: 2 }).textContent).toBe(
      'We couldn’t find “atorvastin”',
    );
    expect(state.textContent).toContain('try the brand or generic name, or search by NDC');
  });

  it('says there is no pharmacy near the place', () => {
    showError(problem('no-pharmacy-nearby'));
    expect(screen.getByRole('heading').textContent).toBe('No pharmacies near 94110');
    expect(screen.getByText(/within 100 miles/)).toBeTruthy();
  });

  it('says a pharmacy named by an old link is no longer listed, not that none is near', () => {
    showError(problem('pharmacy-not-found'));
    expect(screen.getByRole('heading').textContent).toBe('We couldn’t find that pharmacy');
    expect(screen.getByText(/closed or left the public listing/)).toBeTruthy();
  });

  it('says it in Spanish on a Spanish page', () => {
    renderComponent(
      <ResultsError error={problem('no-pharmacy-nearby')} drugName="x" locationLabel="94110" />,
      { locale: 'es' },
    );
    expect(screen.getByRole('heading').textContent).toBe('No hay farmacias cerca de 94110');
    expect(screen.getByText(/a menos de 100 millas/)).toBeTruthy();
  });

  it('lists the forms a drug is priced in, linked to their results, as the page heading', () => {
    const error = problem('variant-not-priced', {
      priced: [
        {
          name: 'bupropion',
          form: 'TABLET, EXTENDED RELEASE (XL)',
          strengths: ['150 MG', '300 MG'],
        },
      ],
    });
    renderComponent(
      <ResultsError
        Heading="h1"
        error={error}
        drugName="bupropion"
        locationLabel="94110"
        variantUrl={(variant) => `/drugs/${variant.name}?form=${encodeURIComponent(variant.form)}`}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'We have no price for “bupropion”',
    );
    const variant = screen.getByRole('listitem');
    expect(variant.textContent).toBe('bupropion, tablet, extended release (XL) 150 mg, 300 mg');
    expect(linkHref('bupropion, tablet, extended release (XL)', variant)).toBe(
      '/drugs/bupropion?form=TABLET%2C%20EXTENDED%20RELEASE%20(XL)',
    );
  });

  it('offers a retry when offline or when the price service fails', async () => {
    const onRetry = vi.fn();
    const { user } = showError(new NetworkError(new TypeError('Failed to fetch')), onRetry);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('You seem to be offline');
    expect(alert.textContent).toContain('We could not reach the price service.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    cleanup();

    showError(problem('upstream-unavailable'));
    expect(screen.getByRole('alert').textContent).toContain('The price service had a problem.');
    // A server render has nothing to retry with.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks to wait after too many searches', () => {
    showError(problem('rate-limited'), () => {});
    expect(screen.getByRole('alert').textContent).toContain(
      'Too many searches in a short time. Please wait a moment.',
    );
  });

  it('leaves a bad field to the form above', () => {
    const { container } = showError(problem('invalid-parameters'));
    expect(container.textContent).toBe('');
  });
});

describe('ResultsNotSearched and ResultsSkeleton', () => {
  it('asks for a place, or for a correction, under the drug’s heading', () => {
    renderComponent(<ResultsNotSearched drugName="atorvastatin" problem={null} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Prices for “atorvastatin”');
    expect(screen.getByText('Enter a ZIP code or city above to see prices near you.')).toBeTruthy();
    cleanup();
    renderComponent(
      <ResultsNotSearched drugName="atorvastatin" problem={problem('invalid-parameters')} />,
    );
    expect(screen.getByText('Correct the search above to see prices.')).toBeTruthy();
  });

  it('marks the placeholder rows as prices loading', () => {
    renderComponent(<ResultsSkeleton />);
    expect(screen.getByLabelText('Loading prices').getAttribute('aria-busy')).toBe('true');
  });
});
