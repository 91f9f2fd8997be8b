import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { NetworkError } from '@/lib/client/api';
import { ApiProblem } from '@/lib/domain/api/api-problem';
import { formatForm } from '@/lib/view/format';
import { SEARCH_RADIUS_MILES } from '@/lib/domain/api/constants';
import type { PricedVariant } from '@/lib/domain/api/problem';
import { DrugNameLinks } from './DrugNameLinks';

/** Grey placeholder rows while the first results load. */
export function ResultsSkeleton() {
  const t = useTranslations('Results');
  return (
    <div className="skeleton" aria-busy="true" aria-label={t('loading')}>
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
  /** The results URL of another drug name (a drug-not-found answer's suggestions). */
  nameUrl?: (name: string) => string;
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
  nameUrl,
  onRetry,
  Heading = 'h2',
}: ErrorProps) {
  const t = useTranslations('ResultStates');
  const locale = useLocale();
  if (error instanceof ApiProblem && error.is('variant-not-priced')) {
    return (
      <div className="empty-state" role="status">
        <Heading>{t('noPriceFor', { drug: drugName })}</Heading>
        <p>{t('pricedAs')}</p>
        <ul className="priced-variants">
          {(error.problem.priced ?? []).map((variant) => (
            <li key={`${variant.name}|${variant.form}`}>
              {variantUrl ? (
                <Link href={variantUrl(variant)}>
                  {variant.name}, {formatForm(variant.form, locale)}
                </Link>
              ) : (
                `${variant.name}, ${formatForm(variant.form, locale)}`
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
  if (error instanceof ApiProblem && error.is('pharmacy-not-found')) {
    // A pharmacy named by id (an old link to its page) that the listing no longer has.
    return (
      <div className="empty-state" role="status">
        <Heading>{t('pharmacyNotFound')}</Heading>
        <p>{t('pharmacyNotFoundHelp')}</p>
      </div>
    );
  }
  if (error instanceof ApiProblem && error.is('drug-not-found') && nameUrl) {
    const { candidates = [], suggestions = [] } = error.problem;
    const names = candidates.length > 0 ? candidates : suggestions;
    return (
      <div className="empty-state" role="status">
        <Heading>{t('notFound', { drug: drugName })}</Heading>
        {names.length > 0 ? (
          <>
            <p>
              {candidates.length > 0
                ? t('onlyInCombinations', { drug: drugName })
                : t('didYouMean')}
            </p>
            <DrugNameLinks names={names} hrefOf={nameUrl} className="did-you-mean" />
          </>
        ) : (
          <p>{t('notFoundHelp')}</p>
        )}
      </div>
    );
  }
  if (error instanceof ApiProblem && error.status === 404) {
    const noPharmacy = error.is('no-pharmacy-nearby');
    return (
      <div className="empty-state" role="status">
        <Heading>
          {noPharmacy
            ? t('noPharmacies', { place: locationLabel })
            : t('notFound', { drug: drugName })}
        </Heading>
        <p>
          {noPharmacy ? t('noPharmaciesHelp', { miles: SEARCH_RADIUS_MILES }) : t('notFoundHelp')}
        </p>
      </div>
    );
  }
  if (error instanceof ApiProblem && error.status === 400) return null;
  const offline = error instanceof NetworkError;
  return (
    <div className="empty-state" role="alert">
      <Heading>{offline ? t('offline') : t('failed')}</Heading>
      <p>
        {offline
          ? t('offlineHelp')
          : error instanceof ApiProblem && error.status === 429
            ? t('tooMany')
            : t('serviceProblem')}
      </p>
      {onRetry ? (
        <button type="button" className="primary" onClick={onRetry}>
          {t('tryAgain')}
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
  const t = useTranslations('ResultStates');
  return (
    <div className="empty-state">
      <h1>{t('pricesFor', { drug: drugName })}</h1>
      <p>{problem === null ? t('enterLocation') : t('correctSearch')}</p>
    </div>
  );
}
