'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ApiProblem } from '@/lib/domain/api/api-problem';
import { findSavingsQuery } from '@/lib/client/basket-queries';
import { findDrugsQuery } from '@/lib/client/queries';
import { findDrugsParams } from '@/lib/view/search-state';
import { describeLocation } from '@/lib/domain/place/location';
import type { CardConfig } from './DiscountCard';
import { ResultsContent } from './ResultsContent';
import { useResultsControls } from './ResultsShell';
import { ResultsError, ResultsSkeleton } from '@/components/ui/ResultStates';
import { SearchHeader } from './SearchHeader';

interface Props {
  groupId: string;
  card: CardConfig;
}

/**
 * The results when the server left the search to the browser (its page-render limit, or a fault
 * of the price service): searched over HTTP through the visitor's session, retried, and shown
 * with the same components the server uses. Loaded only on such a page.
 */
export function ClientSearch({ groupId, card }: Props) {
  const { state } = useResultsControls();
  const params = findDrugsParams(state, groupId);
  const yourLocation = useTranslations('Common')('yourLocation');
  const query = useQuery({ ...findDrugsQuery(params), enabled: state.location !== null });
  // The savings hints once prices were found; while they load, or if they fail, there are none.
  const savings = useQuery({ ...findSavingsQuery(params), enabled: query.isSuccess });
  const problem =
    query.error instanceof ApiProblem && query.error.status < 500 ? query.error : null;

  if (state.location !== null && (query.isPending || (query.isError && !problem))) {
    return (
      <>
        <SearchHeader current={state} fieldErrors={{}} />
        {query.isError ? (
          <ResultsError
            Heading="h1"
            error={query.error}
            drugName={state.name}
            locationLabel={describeLocation(state.location, yourLocation)}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <ResultsSkeleton />
        )}
      </>
    );
  }
  return (
    <ResultsContent
      search={state}
      answer={query.data ?? null}
      savings={savings.data?.Savings ?? []}
      problem={problem}
      answeredAtMs={Math.max(query.dataUpdatedAt, query.errorUpdatedAt)}
      groupId={groupId}
      card={card}
    />
  );
}
