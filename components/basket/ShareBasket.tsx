'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useSyncExternalStore } from 'react';
import './basket-shared.css';

const noSubscription = () => () => {};

/** The list's shareable link, with a button that copies it. */
export function ShareBasket({ path }: { path: string }) {
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const t = useTranslations('Basket');
  // The origin is only known in the browser; the server (and hydration) render the path alone.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  const url = `${origin}${path}`;

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
