'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import type { Saving } from '@/lib/domain/savings';
import { findSavingsQuery } from '@/lib/client/basket-queries';
import { pharmacyUrl } from '@/lib/client/basket-url';
import { formatUsd } from '@/lib/client/format';
import { findDrugsParams, resultsUrl, type SearchState } from '@/lib/client/search-state';
import './savings.css';

/**
 * "Savings you might miss" for the fill the results page shows, from the gateway's FindSavings
 * (prices it quoted, never invented). Nothing at all while it loads, fails or finds none.
 */
export function SavingsTips({ state, groupId }: { state: SearchState; groupId: string }) {
  const { data } = useQuery({
    ...findSavingsQuery(findDrugsParams(state, groupId)),
    enabled: state.location !== null,
  });
  if (!data || data.Savings.length === 0) return null;
  return (
    <section className="savings-tips" aria-labelledby="savings-title">
      <h2 id="savings-title">Savings you might miss</h2>
      <ul>
        {data.Savings.map((saving) => (
          <li key={saving.kind}>
            <SavingText saving={saving} state={state} />
          </li>
        ))}
      </ul>
      <p className="savings-note">
        Worked out from the prices found for this search; the price at the counter may differ.
      </p>
    </section>
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
