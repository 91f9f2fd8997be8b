import { useTranslations } from 'next-intl';
import type { ApiProblem } from '@/lib/domain/api/api-problem';
import { fieldErrorsOf, useFieldErrorSentences } from '@/lib/view/field-errors';
import { resultsUrl, type SearchState } from '@/lib/view/search-state';
import type { FindDrugsAnswer } from '@/lib/domain/api/find-drugs';
import type { Saving } from '@/lib/domain/results/savings';
import { describeLocation } from '@/lib/domain/place/location';
import type { CardConfig } from './DiscountCard';
import { ResultsAnswer } from './ResultsAnswer';
import { ResultsError, ResultsNotSearched } from '@/components/ui/ResultStates';
import { SearchHeader } from './SearchHeader';

interface Props {
  search: SearchState;
  answer: FindDrugsAnswer | null;
  savings: Saving[];
  problem: ApiProblem | null;
  answeredAtMs: number;
  groupId: string;
  card: CardConfig;
}

/** A results page's content for a search and what it answered: the form, then prices or why not. */
export function ResultsContent({
  search,
  answer,
  savings,
  problem,
  answeredAtMs,
  groupId,
  card,
}: Props) {
  const t = useTranslations('Search');
  const yourLocation = useTranslations('Common')('yourLocation');
  const { fields, other } = fieldErrorsOf(problem, useFieldErrorSentences());
  const correction = answer?.NameMatch?.corrected ? answer.NameMatch : null;
  return (
    <>
      <SearchHeader
        current={correction ? { ...search, name: correction.matched } : search}
        fieldErrors={search.location ? fields : { location: t('enterLocation') }}
      />
      {other.length > 0 ? (
        <p className="field-error" role="alert">
          {other.join(' ')}
        </p>
      ) : null}
      {answer ? (
        <ResultsAnswer
          search={search}
          answer={answer}
          savings={savings}
          answeredAtMs={answeredAtMs}
          groupId={groupId}
          card={card}
        />
      ) : problem?.status === 404 ? (
        <ResultsError
          Heading="h1"
          error={problem}
          drugName={search.name}
          locationLabel={describeLocation(search.location, yourLocation)}
          variantUrl={(variant) =>
            resultsUrl({
              ...search,
              name: variant.name,
              form: variant.form,
              strength: null,
              qty: null,
              brand: null,
            })
          }
          nameUrl={(name) =>
            resultsUrl({ ...search, name, form: null, strength: null, qty: null, brand: null })
          }
        />
      ) : (
        <ResultsNotSearched drugName={search.name} problem={problem} />
      )}
    </>
  );
}
