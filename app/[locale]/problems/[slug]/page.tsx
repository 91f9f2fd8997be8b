import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PROBLEM_HELP } from '@/lib/domain/problem-help';
import { PROBLEM_TYPES, type ProblemSlug } from '@/lib/domain/problem';

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
  return (
    <main id="main" className="prose">
      <h1>{title}</h1>
      <p>
        HTTP status {status}, problem type <code>/problems/{slug}</code>.
      </p>
      <p>{PROBLEM_HELP[slug]}</p>
      <p>
        <Link href="/docs/api">API reference</Link>
      </p>
    </main>
  );
}
