'use client';

import dynamic from 'next/dynamic';
import type { CardConfig } from './DiscountCard';
import { useResultsControls } from './ResultsShell';

// Kept out of the page's first load (budget: framework baseline + 15 KB gzip); each loads just
// after the page does. Declared here because a server component cannot skip server rendering.

/**
 * "Add to my medicines" reads the list in local storage, so the server cannot render its state
 * anyway; its slot keeps the height, so nothing moves when it appears.
 */
export const AddToBasketSlot = dynamic(
  () => import('@/components/basket/AddToBasket').then((module) => module.AddToBasket),
  { ssr: false, loading: () => <div className="add-to-basket-slot" aria-hidden="true" /> },
);

/** Writes a search that found prices to local storage; renders nothing. */
export const RememberSearchLater = dynamic(
  () => import('@/components/recent/RememberSearch').then((module) => module.RememberSearch),
  { ssr: false },
);

const DiscountCard = dynamic(() => import('./DiscountCard').then((module) => module.DiscountCard), {
  ssr: false,
});

/** The discount card of the row whose button was pressed (a dialog; printable on its own). */
export function DiscountCardHost(props: {
  drugLabel: string;
  qty: string | undefined;
  groupId: string;
  card: CardConfig;
}) {
  const { cardRow, setCardRow } = useResultsControls();
  return <DiscountCard row={cardRow} onClose={() => setCardRow(null)} {...props} />;
}
