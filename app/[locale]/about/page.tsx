import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatIsoDate } from '@/lib/view/format';
import { Link } from '@/lib/i18n/navigation';

/** The NADAC weekly file the embedded dataset is built from. */
const NADAC_AS_OF = '2026-04-29';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Metadata'))('aboutTitle') };
}

export default async function AboutPage() {
  const t = await getTranslations('About');
  return (
    <main id="main" className="prose">
      <h1>{t('heading')}</h1>
      <p>{t.rich('p1', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <p>{t('p2', { date: formatIsoDate(NADAC_AS_OF, await getLocale()) })}</p>
      <h2>{t('sources')}</h2>
      <ul>
        <li>{t('sourceNadac')}</li>
        <li>{t('sourceFda')}</li>
        <li>{t('sourceRanking')}</li>
        <li>{t('sourcePharmacies')}</li>
        <li>{t('sourceZips')}</li>
        <li>{t('sourceTiles')}</li>
      </ul>
      <p>
        <Link href="/">{t('back')}</Link>
      </p>
    </main>
  );
}
