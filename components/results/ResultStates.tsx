import Link from 'next/link';
import { NetworkError } from '@/lib/client/api';
import { ApiProblem } from '@/lib/domain/api-problem';
import { formatForm } from '@/lib/client/format';
import { SEARCH_RADIUS_MILES } from '@/lib/domain/constants';
import type { PricedVariant } from '@/lib/domain/problem';

/** Grey placeholder rows while the first results load. */
export function ResultsSkeleton() {
  return (
    <div className="skeleton" aria-busy="true" aria-label="Loading prices">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="skeleton-row" />
      ))}
    </div>
  );
}

interface ErrorProps {
  error: unknown;
  drugName: string;
  locationLabel: string;
  /** The results URL of one of the ways a drug is priced (for a variant-not-priced answer). */
  variantUrl?: (variant: PricedVariant) => string;
  /** Offered with a fault that asking again may mend; a server render (4xx only) has none. */
  onRetry?: () => void;
  /** h1 where the state is all the page has to say (the results page), else h2. */
  Heading?: 'h1' | 'h2';
}

/** 404s as empty states, network and server faults with a retry; 400s are shown on the form. */
export function ResultsError({
  error,
  drugName,
  locationLabel,
  variantUrl,
  onRetry,
  Heading = 'h2',
}: ErrorProps) {
  if (error instanceof ApiProblem && error.is('variant-not-priced')) {
    return (
      <div className="empty-state" role="status">
        <Heading>We have no price for “{drugName}”</Heading>
        <p>The medicine is priced, but not in that form or strength. It is priced as:</p>
        <ul className="priced-variants">
          {(error.problem.priced ?? []).map((variant) => (
            <li key={`${variant.name}|${variant.form}`}>
              {variantUrl ? (
                <Link href={variantUrl(variant)}>
                  {variant.name}, {formatForm(variant.form)}
                </Link>
              ) : (
                `${variant.name}, ${formatForm(variant.form)}`
              )}{' '}
              <span className="variant-strengths">
                {variant.strengths.join(', ').toLowerCase()}
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (error instanceof ApiProblem && error.status === 404) {
    const noPharmacy = error.is('no-pharmacy-nearby') || error.is('pharmacy-not-found');
    return (
      <div className="empty-state" role="status">
        <Heading>
          {noPharmacy ? `No pharmacies near ${locationLabel}` : `We couldn’t find “${drugName}”`}
        </Heading>
        <p>
          {noPharmacy
            ? `We have no pharmacies within ${SEARCH_RADIUS_MILES} miles of that location. Try another ZIP code or city.`
            : 'Check the spelling, try the brand or generic name, or search by NDC.'}
        </p>
      </div>
    );
  }
  if (error instanceof ApiProblem && error.status === 400) return null;
  const offline = error instanceof NetworkError;
  return (
    <div className="empty-state" role="alert">
      <Heading>{offline ? 'You seem to be offline' : 'Something went wrong'}</Heading>
      <p>
        {offline
          ? 'We could not reach the price service.'
          : error instanceof ApiProblem && error.status === 429
            ? 'Too many searches in a short time. Please wait a moment.'
            : 'The price service had a problem.'}
      </p>
      {onRetry ? (
        <button type="button" className="primary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/**
 * The page's heading where the search could not run as given: no location yet, or a field to
 * correct in the form above (which says what, once).
 */
export function ResultsNotSearched({ drugName, problem }: { drugName: string; problem: unknown }) {
  return (
    <div className="empty-state">
      <h1>Prices for “{drugName}”</h1>
      <p>
        {problem === null
          ? 'Enter a ZIP code or city above to see prices near you.'
          : 'Correct the search above to see prices.'}
      </p>
    </div>
  );
}
