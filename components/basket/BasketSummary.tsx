import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FindBasketAnswer } from '@/lib/domain/basket/basket';
import { MIN_SAVINGS_USD } from '@/lib/domain/results/savings';
import { formatUsd } from '@/lib/view/format';

interface Props {
  data: FindBasketAnswer;
  labels: readonly string[];
}

/** One pharmacy for everything against the cheapest split across two, in words. */
export function BasketSummary({ data, labels }: Props) {
  const t = useTranslations('Basket');
  const locale = useLocale();
  const usd = (amount: number) => formatUsd(amount, locale);
  const kind = (chunks: ReactNode) => <span className="summary-kind">{chunks}</span>;
  const nameOf = (id: string) =>
    data.Pharmacies.find((p) => p.pharmacy.id === id)?.pharmacy.pharmacyName ?? id;
  const { CheapestSingle: single, CheapestSplit: split } = data;
  return (
    <section className="basket-summary" aria-label={t('summaryLabel')}>
      {single ? (
        <p>
          {t.rich('singleTotal', {
            kind,
            strong: (chunks) => <strong>{chunks}</strong>,
            total: usd(single.totalUsd),
            count: labels.length,
            pharmacy: nameOf(single.pharmacyId),
          })}
        </p>
      ) : (
        <p>{t('noSingle')}</p>
      )}
      {split && split.savingsUsd !== null && split.savingsUsd < MIN_SAVINGS_USD ? (
        <p>{t.rich('splitNotWorth', { kind, savings: usd(split.savingsUsd) })}</p>
      ) : split ? (
        <p>
          <span className="summary-kind">{t('twoPharmacies')}</span>{' '}
          <strong>{usd(split.totalUsd)}</strong>
          {split.savingsUsd !== null
            ? t('splitLess', { savings: usd(split.savingsUsd) })
            : null}:{' '}
          {split.fills.map((fill, i) => (
            <span key={fill.pharmacyId}>
              {i > 0 ? t('and') : ''}
              {t('splitFill', {
                items: fill.items.map((index) => labels[index]).join(', '),
                pharmacy: nameOf(fill.pharmacyId),
                subtotal: usd(fill.subtotalUsd),
              })}
            </span>
          ))}
          .
        </p>
      ) : single && labels.length > 1 ? (
        <p>{t('splitNoGain')}</p>
      ) : null}
    </section>
  );
}
