import { useLocale, useTranslations } from 'next-intl';
import { ResultsError } from '@/components/ui/ResultStates';
import type { BasketItemRef } from '@/lib/domain/basket/basket-item';
import { ApiProblem } from '@/lib/domain/api/api-problem';
import { itemLabel } from '@/lib/view/basket-labels';

interface Props {
  error: unknown;
  items: readonly BasketItemRef[];
  saved: ReadonlyArray<BasketItemRef & { label: string }>;
  place: string;
  onRetry: () => void;
}

/** Items we no longer price, named; other failures as on the results page. */
export function BasketError({ error, items, saved, place, onRetry }: Props) {
  const t = useTranslations('Basket');
  const locale = useLocale();
  if (error instanceof ApiProblem && error.is('drug-not-found')) {
    const unknown = error.fieldErrors.flatMap(({ parameter }) => {
      const item = items[Number(/^Item\[(\d+)\]$/.exec(parameter)?.[1])];
      return item ? [itemLabel(item, undefined, saved, locale)] : [];
    });
    return (
      <div className="empty-state" role="alert">
        <h2>{t('notPricedHeading')}</h2>
        <p>{t('notPricedHelp', { items: unknown.join(', ') || t('them') })}</p>
      </div>
    );
  }
  return (
    <ResultsError
      error={error}
      drugName={t('yourMedicines')}
      locationLabel={place}
      onRetry={onRetry}
    />
  );
}
