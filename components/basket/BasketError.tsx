import { ResultsError } from '@/components/results/ResultStates';
import type { BasketItemRef } from '@/lib/domain/basket-item';
import { ApiProblem } from '@/lib/domain/api-problem';
import { itemLabel } from '@/lib/client/basket-labels';

interface Props {
  error: unknown;
  items: readonly BasketItemRef[];
  saved: ReadonlyArray<BasketItemRef & { label: string }>;
  place: string;
  onRetry: () => void;
}

/** Items we no longer price, named; other failures as on the results page. */
export function BasketError({ error, items, saved, place, onRetry }: Props) {
  if (error instanceof ApiProblem && error.is('drug-not-found')) {
    const unknown = error.fieldErrors.flatMap(({ parameter }) => {
      const item = items[Number(/^Item\[(\d+)\]$/.exec(parameter)?.[1])];
      return item ? [itemLabel(item, undefined, saved)] : [];
    });
    return (
      <div className="empty-state" role="alert">
        <h2>Some medicines are no longer priced</h2>
        <p>Remove {unknown.join(', ') || 'them'} from the list to compare the others.</p>
      </div>
    );
  }
  return (
    <ResultsError error={error} drugName="your medicines" locationLabel={place} onRetry={onRetry} />
  );
}
