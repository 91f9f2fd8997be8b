import Link from 'next/link';
import type { Saving } from '@/lib/domain/savings';
import { pharmacyUrl } from '@/lib/client/basket-url';
import { formatUsd } from '@/lib/client/format';
import { resultsUrl, type SearchState } from '@/lib/client/search-state';
import { SavingsDisclosure } from './SavingsDisclosure';
import './savings.css';

/**
 * "Savings you might miss" for the fill the results page shows, from the gateway's FindSavings
 * (prices it quoted, never invented). Nothing at all when there are none.
 */
export function SavingsTips({ savings, state }: { savings: Saving[]; state: SearchState }) {
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
      <p className="savings-note">
        Worked out from the prices found for this search; the price at the counter may differ.
      </p>
    </SavingsDisclosure>
  );
}

function SavingText({ saving, state }: { saving: Saving; state: SearchState }) {
  const saved = <strong>about {formatUsd(saving.savingsUsd)} less</strong>;
  if (saving.kind === 'generic') {
    const { brand, generic } = saving;
    return (
      <>
        The generic, {generic.drugName}, costs {saved}: {formatUsd(generic.priceUsd)} at{' '}
        {generic.pharmacyName} against {formatUsd(brand.priceUsd)} for {brand.drugName} at{' '}
        {brand.pharmacyName}.{' '}
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
          See generic prices
        </Link>
      </>
    );
  }
  if (saving.kind === 'bulk') {
    const unit = saving.quantityLabel;
    return (
      <>
        At {saving.pharmacyName}, {saving.largerQty} {unit} cost {saved} per {saving.qty} {unit}{' '}
        than buying {saving.qty} at a time ({formatUsd(saving.largerPriceUsd)} for{' '}
        {saving.largerQty}, {formatUsd(saving.priceUsd)} for {saving.qty}).{' '}
        <Link href={resultsUrl({ ...state, qty: saving.largerQty })}>
          See prices for {saving.largerQty}
        </Link>
      </>
    );
  }
  const { nearest, cheaper } = saving;
  return (
    <>
      {cheaper.pharmacyName}, {saving.extraMiles.toFixed(1)} mi farther than the nearest pharmacy,
      costs {saved}: {formatUsd(cheaper.priceUsd)} against {formatUsd(nearest.priceUsd)} at{' '}
      {nearest.pharmacyName}.{' '}
      <Link href={pharmacyUrl(cheaper.pharmacyId, state.location, [saving])}>
        {cheaper.pharmacyName} details
      </Link>
    </>
  );
}
