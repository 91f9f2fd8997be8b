'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useDisclosure } from '@/lib/client/use-disclosure';
import { formatUsd } from '@/lib/view/format';

/**
 * The savings box. A phone shows it as one line that opens it, so the hints do not push the
 * prices down; a wider screen shows it open.
 */
export function SavingsDisclosure({ mostUsd, children }: { mostUsd: number; children: ReactNode }) {
  const { open, panelId, toggleProps } = useDisclosure();
  const t = useTranslations('Savings');
  const locale = useLocale();
  return (
    <section
      className={open ? 'savings-tips open' : 'savings-tips'}
      aria-labelledby="savings-title"
    >
      <h2 id="savings-title">
        <span className="savings-title">{t('title')}</span>
        <button className="savings-toggle" {...toggleProps}>
          {t('toggle', { amount: formatUsd(mostUsd, locale) })}
        </button>
      </h2>
      <div id={panelId} className="savings-body">
        {children}
      </div>
    </section>
  );
}
