'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';

/**
 * The header's link to the same page in the other language ("Español" / "English"). Following it
 * remembers the choice (next-intl sets the NEXT_LOCALE cookie), so unprefixed links keep it.
 */
export function LanguageSwitch() {
  return (
    <Suspense fallback={<SwitchLink query="" />}>
      <SwitchWithQuery />
    </Suspense>
  );
}

function SwitchWithQuery() {
  return <SwitchLink query={useSearchParams().toString()} />;
}

function SwitchLink({ query }: { query: string }) {
  const t = useTranslations('Language');
  const other = useLocale() === 'es' ? 'en' : 'es';
  const pathname = usePathname();
  return (
    <Link
      href={query ? `${pathname}?${query}` : pathname}
      locale={other}
      hrefLang={other}
      lang={other}
      className="language-switch"
      prefetch={false}
    >
      {t('other')}
    </Link>
  );
}
