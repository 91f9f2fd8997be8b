import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PROBLEM_HELP } from '@/lib/domain/api/problem-help';
import { PROBLEM_TYPES, type ProblemSlug } from '@/lib/domain/api/problem';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ slug: string }> };

const isProblemSlug = (slug: string): slug is ProblemSlug => Object.hasOwn(PROBLEM_TYPES, slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return { title: isProblemSlug(slug) ? `${PROBLEM_TYPES[slug].title} — Rx Price Finder API` : '' };
}

/** The page a problem's `type` URI (RFC 9457) serves: what the problem means, for people. */
export default async function ProblemPage({ params }: Props) {
  const { slug } = await params;
  if (!isProblemSlug(slug)) notFound();
  const { status, title } = PROBLEM_TYPES[slug];
  const t = await getTranslations('Problem');
  return (
    <main id="main" className="prose">
      {/* The problem's title and help are the API's own words, which stay English. */}
      <h1 lang="en">{title}</h1>
      <p>
        {t.rich('status', {
          status,
          type: `/problems/${slug}`,
          code: (chunks) => <code>{chunks}</code>,
        })}
      </p>
      {(await getLocale()) === 'en' ? null : <p>{t('englishOnly')}</p>}
      <p lang="en">{PROBLEM_HELP[slug]}</p>
      <p>
        <Link href="/docs/api">{t('apiReference')}</Link>
      </p>
    </main>
  );
}
