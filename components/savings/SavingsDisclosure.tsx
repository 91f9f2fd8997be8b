'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { formatUsd } from '@/lib/client/format';

/**
 * The savings box. A phone shows it as one line that opens it, so the hints do not push the
 * prices down; a wider screen shows it open.
 */
export function SavingsDisclosure({ mostUsd, children }: { mostUsd: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const t = useTranslations('Savings');
  const locale = useLocale();
  return (
    <section
      className={open ? 'savings-tips open' : 'savings-tips'}
      aria-labelledby="savings-title"
    >
      <h2 id="savings-title">
        <span className="savings-title">{t('title')}</span>
        <button
          type="button"
          className="savings-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {t('toggle', { amount: formatUsd(mostUsd, locale) })}
        </button>
      </h2>
      <div id={bodyId} className="savings-body">
        {children}
      </div>
    </section>
  );
}
