'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { forgetThisDevice } from '@/lib/client/device-traces';
import { getPathname } from '@/lib/i18n/navigation';

/** The home page is opened with this hash after forgetting, so it can say it was done. */
const FORGOTTEN_HASH = '#forgotten';

type Step = 'closed' | 'asking' | 'working' | 'kept-session';

let arrivedForgotten: boolean | undefined;
/**
 * Whether this page load followed a forget, read once per load; the hash is taken off so that a
 * reload does not say it again.
 */
function readForgottenHash(): boolean {
  if (arrivedForgotten === undefined) {
    arrivedForgotten = window.location.hash === FORGOTTEN_HASH;
    if (arrivedForgotten) {
      history.replaceState(null, '', window.location.pathname + window.location.search);
    }
  }
  return arrivedForgotten;
}
const unchanging = () => () => {};

/**
 * "Forget this device", in every page's footer: on a shared or borrowed device, one place that
 * removes what this site keeps here (recent searches, My medicines, pages kept for use offline,
 * the card's member id) and ends the session. It asks first: the list is lost for good.
 */
export function ForgetDevice() {
  const t = useTranslations('Privacy');
  const locale = useLocale();
  const [step, setStep] = useState<Step>('closed');
  const confirmRef = useRef<HTMLButtonElement>(null);

  const justForgotten = useSyncExternalStore(unchanging, readForgottenHash, () => false);
  useEffect(() => {
    if (step === 'asking') confirmRef.current?.focus();
  }, [step]);

  async function forget() {
    setStep('working');
    const { sessionEnded } = await forgetThisDevice();
    if (!sessionEnded) {
      // Offline: what the browser kept is gone, but the cookie only the server can clear stays.
      setStep('kept-session');
      return;
    }
    // A full load of the home page: what this page still holds in memory (answers, the list)
    // goes with it. (Assigning a URL that differs only by its hash would not load anything.)
    history.replaceState(null, '', getPathname({ href: '/', locale }) + FORGOTTEN_HASH);
    window.location.reload();
  }

  if (step === 'kept-session' || (justForgotten && step === 'closed')) {
    return (
      <p className="forget-device" role="status">
        {t(step === 'kept-session' ? 'keptSession' : 'forgotten')}
      </p>
    );
  }
  if (step === 'closed') {
    return (
      <p className="forget-device">
        <button type="button" className="link-button" onClick={() => setStep('asking')}>
          {t('forget')}
        </button>
      </p>
    );
  }
  return (
    <div className="forget-device" role="group" aria-labelledby="forget-device-what">
      <p id="forget-device-what">{t('whatIsForgotten')}</p>
      <button
        ref={confirmRef}
        type="button"
        className="danger"
        disabled={step === 'working'}
        onClick={() => void forget()}
      >
        {t('confirm')}
      </button>{' '}
      <button
        type="button"
        className="secondary"
        disabled={step === 'working'}
        onClick={() => setStep('closed')}
      >
        {t('cancel')}
      </button>
    </div>
  );
}
