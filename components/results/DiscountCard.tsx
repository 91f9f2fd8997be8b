'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import type { LocatedPharmacy } from '@/lib/domain/find-drugs';
import { formatPhone, formatUsd } from '@/lib/client/format';
import { cardTitle, DemoCardWarning } from '@/components/card/CardTitle';
import { useMemberId } from '@/lib/client/member-id';

export interface CardConfig {
  bin: string | null;
  pcn: string | null;
}

/** What the card says of the pharmacy row it was opened from. */
export interface DiscountCardRow {
  priceUsd: number;
  pharmacy: Pick<LocatedPharmacy, 'pharmacyName' | 'address' | 'city' | 'phone'>;
}

interface Props {
  row: DiscountCardRow | null;
  drugLabel: string;
  qty: number | undefined;
  groupId: string;
  card: CardConfig;
  onClose: () => void;
}

/** The card a pharmacist needs to run the discount; printable on its own. */
export function DiscountCard({ row, drugLabel, qty, groupId, card, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { memberId, isUnavailable } = useMemberId(row !== null);
  const isDemo = !card.bin || !card.pcn;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (row && !dialog.open) dialog.showModal();
    if (!row && dialog.open) dialog.close();
  }, [row]);

  return (
    <dialog
      ref={dialogRef}
      className="discount-card"
      aria-labelledby="card-title"
      onClose={onClose}
    >
      {row ? (
        <div className="card-body">
          <h2 id="card-title">{cardTitle(isDemo)}</h2>
          {isDemo ? <DemoCardWarning /> : null}
          <p className="card-price">
            {formatUsd(row.priceUsd)} <span>estimated</span>
          </p>
          <dl className="card-fields">
            <dt>Drug</dt>
            <dd>{drugLabel}</dd>
            <dt>Quantity</dt>
            <dd>{qty}</dd>
            <dt>Pharmacy</dt>
            <dd>
              {row.pharmacy.pharmacyName}, {row.pharmacy.address}, {row.pharmacy.city}
              {row.pharmacy.phone ? ` · ${formatPhone(row.pharmacy.phone)}` : ''}
            </dd>
            {isDemo ? null : (
              <>
                <dt>BIN</dt>
                <dd>{card.bin}</dd>
                <dt>PCN</dt>
                <dd>{card.pcn}</dd>
              </>
            )}
            <dt>Group</dt>
            <dd>{groupId}</dd>
            <dt>Member ID</dt>
            <dd>{memberId ?? (isUnavailable ? 'unavailable' : 'loading…')}</dd>
          </dl>
          <p className="card-note">
            Show this card at the pharmacy counter. The price is an estimate and may differ at the
            counter.
          </p>
          <div className="card-actions">
            <Link href="/card" className="card-counter-link" prefetch={false}>
              Show at the counter
            </Link>
            <button type="button" className="primary" onClick={() => window.print()}>
              Print card
            </button>
            <button type="button" className="secondary" onClick={() => dialogRef.current?.close()}>
              Close
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
