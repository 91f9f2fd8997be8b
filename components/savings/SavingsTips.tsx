import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { Saving } from '@/lib/domain/results/savings';
import { pharmacyUrl } from '@/lib/view/basket-url';
import { formatUsd } from '@/lib/view/format';
import { resultsUrl, type SearchState } from '@/lib/view/search-state';
import { quantityUnit } from '@/lib/i18n/dose-forms';
import { SavingsDisclosure } from './SavingsDisclosure';
import './savings.css';

/**
 * "Savings you might miss" for the fill the results page shows, from the gateway's FindSavings
 * (prices it quoted, never invented). Nothing at all when there are none.
 */
export function SavingsTips({ savings, state }: { savings: Saving[]; state: SearchState }) {
  const t = useTranslations('Savings');
  if (savings.length === 0) return null;
  return (
    <SavingsDisclosure mostUsd={Math.max(...savings.map((saving) => saving.savingsUsd))}>
      <ul>
        {savings.map((saving) => (
          <li key={saving.kind}>
            <SavingText saving={saving} state={state} />
          </li>
        ))}
      </ul>
      <p className="savings-note">{t('note')}</p>
    </SavingsDisclosure>
  );
}

function SavingText({ saving, state }: { saving: Saving; state: SearchState }) {
  const t = useTranslations('Savings');
  const locale = useLocale();
  const usd = (amount: number) => formatUsd(amount, locale);
  const saved = (chunks: ReactNode) => <strong>{chunks}</strong>;
  const amount = usd(saving.savingsUsd);
  if (saving.kind === 'generic') {
    const { brand, generic } = saving;
    return (
      <>
        {t.rich('generic', {
          saved,
          amount,
          generic: generic.drugName,
          genericPrice: usd(generic.priceUsd),
          genericPharmacy: generic.pharmacyName,
          brandPrice: usd(brand.priceUsd),
          brand: brand.drugName,
          brandPharmacy: brand.pharmacyName,
        })}{' '}
        <Link
          href={resultsUrl({
            ...state,
            name: generic.drugName,
            brand: 'G',
            form: saving.form,
            strength: saving.strength,
            qty: saving.qty,
          })}
        >
          {t('genericLink')}
        </Link>
      </>
    );
  }
  if (saving.kind === 'bulk') {
    return (
      <>
        {t.rich('bulk', {
          saved,
          amount,
          pharmacy: saving.pharmacyName,
          largerQty: saving.largerQty,
          unit: quantityUnit(saving.quantityLabel, locale),
          qty: saving.qty,
          largerPrice: usd(saving.largerPriceUsd),
          price: usd(saving.priceUsd),
        })}{' '}
        <Link href={resultsUrl({ ...state, qty: saving.largerQty })}>
          {t('bulkLink', { qty: saving.largerQty })}
        </Link>
      </>
    );
  }
  const { nearest, cheaper } = saving;
  return (
    <>
      {t.rich('nearby', {
        saved,
        amount,
        cheaper: cheaper.pharmacyName,
        miles: saving.extraMiles.toFixed(1),
        cheaperPrice: usd(cheaper.priceUsd),
        nearestPrice: usd(nearest.priceUsd),
        nearest: nearest.pharmacyName,
      })}{' '}
      <Link href={pharmacyUrl(cheaper.pharmacyId, state.location, [saving])}>
        {t('nearbyLink', { pharmacy: cheaper.pharmacyName })}
      </Link>
    </>
  );
}
