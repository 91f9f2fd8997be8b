'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { getPathname } from '@/lib/i18n/navigation';

const noSubscription = () => () => {};

interface Props {
  bin: string | null;
  pcn: string | null;
  groupId: string;
  memberId: string | null;
}

/**
 * Offers to send the card's numbers to the shopper's own phone (a message, a note, an email), to
 * show at the counter: the system share sheet where the browser has one (Web Share API), else a
 * button that copies them and a link that writes them into an email. The numbers go with the
 * text, not in a link: the member id belongs to this browser's session, which another device
 * opening /card would not have.
 */
export function ShareCard({ bin, pcn, groupId, memberId }: Props) {
  const t = useTranslations('Card');
  const locale = useLocale();
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  // Only the browser knows whether it can share, and its origin; the server renders neither.
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  if (memberId === null) return null;
  const fields = [
    ...(bin && pcn ? [`BIN ${bin}`, `PCN ${pcn}`] : []),
    `${t('group')} ${groupId}`,
    `${t('memberId')} ${memberId}`,
  ].join(' · ');
  const title = t('shareTitle');
  const text = t('shareText', { fields });
  const url = `${origin}${getPathname({ href: '/card', locale })}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(`${title}\n${text}\n${url}`);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <div className="share-card">
      {canShare ? (
        <button
          type="button"
          className="secondary"
          onClick={() => void navigator.share({ title, text, url }).catch(() => undefined)}
        >
          {t('share')}
        </button>
      ) : (
        <>
          <button type="button" className="secondary" onClick={() => void copy()}>
            {t('copyDetails')}
          </button>
          <a
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n${url}`)}`}
          >
            {t('email')}
          </a>
        </>
      )}
      <p role="status" className="share-status">
        {status === 'copied' ? t('copied') : status === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
