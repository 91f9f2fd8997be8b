'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useEffect, useRef } from 'react';
import type { LocatedPharmacy } from '@/lib/domain/api/find-drugs';
import { formatPhone, formatUsd } from '@/lib/view/format';
import { CardTitle } from '@/components/card/CardTitle';
import { ShareCard } from '@/components/card/ShareCard';
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
  /** "30 tablets", in the page's language. */
  qty: string | undefined;
  groupId: string;
  card: CardConfig;
  onClose: () => void;
}

/** The card a pharmacist needs to run the discount; printable on its own. */
export function DiscountCard({ row, drugLabel, qty, groupId, card, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { memberId, isUnavailable } = useMemberId(row !== null);
  const isDemo = !card.bin || !card.pcn;
  const t = useTranslations('Card');
  const locale = useLocale();

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
          <CardTitle Heading="h2" id="card-title" isDemo={isDemo} />
          <p className="card-price">
            {formatUsd(row.priceUsd, locale)} <span>{t('estimated')}</span>
          </p>
          <dl className="card-fields">
            <dt>{t('drug')}</dt>
            <dd>{drugLabel}</dd>
            <dt>{t('quantity')}</dt>
            <dd>{qty}</dd>
            <dt>{t('pharmacy')}</dt>
            <dd>
              {[row.pharmacy.pharmacyName, row.pharmacy.address, row.pharmacy.city]
                .filter(Boolean)
                .join(', ')}
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
            <dt>{t('group')}</dt>
            <dd>{groupId}</dd>
            <dt>{t('memberId')}</dt>
            <dd className="card-number">
              {memberId ?? (isUnavailable ? t('unavailable') : t('loading'))}
            </dd>
          </dl>
          <p className="card-note">{t('note')}</p>
          <ShareCard bin={card.bin} pcn={card.pcn} groupId={groupId} memberId={memberId} />
          <div className="card-actions">
            <Link href="/card" className="card-counter-link" prefetch={false}>
              {t('counterLink')}
            </Link>
            <button type="button" className="primary" onClick={() => window.print()}>
              {t('print')}
            </button>
            <button type="button" className="secondary" onClick={() => dialogRef.current?.close()}>
              {t('close')}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
