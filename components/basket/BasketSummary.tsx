import type { FindBasketAnswer } from '@/lib/domain/basket';
import { MIN_SAVINGS_USD } from '@/lib/domain/savings';
import { formatUsd } from '@/lib/client/format';

interface Props {
  data: FindBasketAnswer;
  labels: readonly string[];
}

/** One pharmacy for everything against the cheapest split across two, in words. */
export function BasketSummary({ data, labels }: Props) {
  const nameOf = (id: string) =>
    data.Pharmacies.find((p) => p.pharmacy.id === id)?.pharmacy.pharmacyName ?? id;
  const { CheapestSingle: single, CheapestSplit: split } = data;
  return (
    <section className="basket-summary" aria-label="Cheapest ways to fill the list">
      {single ? (
        <p>
          <span className="summary-kind">One pharmacy</span>{' '}
          <strong>{formatUsd(single.totalUsd)}</strong> for all {labels.length} at{' '}
          {nameOf(single.pharmacyId)}.
        </p>
      ) : (
        <p>No pharmacy here has a price for every medicine on the list.</p>
      )}
      {split && split.savingsUsd !== null && split.savingsUsd < MIN_SAVINGS_USD ? (
        <p>
          <span className="summary-kind">Two pharmacies</span> would save only{' '}
          {formatUsd(split.savingsUsd)}: not worth a second stop.
        </p>
      ) : split ? (
        <p>
          <span className="summary-kind">Two pharmacies</span>{' '}
          <strong>{formatUsd(split.totalUsd)}</strong>
          {split.savingsUsd !== null ? <>, {formatUsd(split.savingsUsd)} less</> : null}:{' '}
          {split.fills.map((fill, i) => (
            <span key={fill.pharmacyId}>
              {i > 0 ? ' and ' : ''}
              {fill.items.map((index) => labels[index]).join(', ')} at {nameOf(fill.pharmacyId)} (
              {formatUsd(fill.subtotalUsd)})
            </span>
          ))}
          .
        </p>
      ) : single && labels.length > 1 ? (
        <p>Splitting the list across two pharmacies would not cost less.</p>
      ) : null}
    </section>
  );
}
