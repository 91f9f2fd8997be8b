'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, useSyncExternalStore } from 'react';
import { getPathname } from '@/lib/i18n/navigation';
import './basket-shared.css';

const noSubscription = () => () => {};

/** The list's shareable link, in the page's language, with a button that copies it. */
export function ShareBasket({ path }: { path: string }) {
  const id = useId();
  const locale = useLocale();
  const [copied, setCopied] = useState<boolean | null>(null);
  const t = useTranslations('Basket');
  // The origin is only known in the browser; the server (and hydration) render the path alone.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  // "/es/basket?…" on a Spanish page: the link opens the list in the language it was shared in.
  const url = `${origin}${getPathname({ href: path, locale })}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="share-basket">
      <label htmlFor={id}>{t('shareLabel')}</label>
      <div className="share-row">
        <input id={id} readOnly value={url} onFocus={(event) => event.target.select()} />
        <button type="button" className="secondary" onClick={() => void copy()}>
          {t('copy')}
        </button>
      </div>
      <p role="status" className="basket-status">
        {copied === true ? t('copied') : copied === false ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
