'use client';

import { useTranslations } from 'next-intl';

interface Props {
  isDemo: boolean;
  Heading: 'h1' | 'h2';
  id?: string;
}

/**
 * The card's title, saying when it is a demo (no BIN and PCN configured), and why a demo card
 * must not be used at a pharmacy: the dialog and the counter card say it alike.
 */
export function CardTitle({ isDemo, Heading, id }: Props) {
  const t = useTranslations('Card');
  return (
    <>
      <Heading id={id}>
        {t('title')}
        {isDemo ? t('demoSuffix') : ''}
      </Heading>
      {isDemo ? <p className="demo-warning">{t('demoWarning')}</p> : null}
    </>
  );
}
