import type { Metadata } from 'next';
import { BrowserSearch } from '@/components/results/BrowserSearch';
import { ResultsContent } from '@/components/results/ResultsContent';
import { ResultsShell } from '@/components/results/ResultsShell';
import '@/components/results/results.css';
import { container } from '@/lib/server/runtime/container';
import { resultsMetadata } from '@/lib/server/pages/results-metadata';
import {
  loadResultsPage,
  pageQueryString,
  type PageSearchParams,
} from '@/lib/server/pages/results-page';

interface PageProps {
  params: Promise<{ name: string }>;
  searchParams: Promise<PageSearchParams>;
}

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const load = async ({ params, searchParams }: PageProps) =>
  loadResultsPage(decoded((await params).name), pageQueryString(await searchParams));

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  return resultsMetadata(await load(props));
}

/**
 * A results link renders its prices on the server (rows as server components, small client
 * islands); the browser searches itself only where the server did not.
 */
export default async function ResultsPage(props: PageProps) {
  const page = await load(props);
  const { env } = container();
  return (
    <ResultsShell name={page.search.name}>
      {page.leftToBrowser ? (
        <BrowserSearch groupId={env.browserGroupId} card={env.card} />
      ) : (
        <ResultsContent
          search={page.search}
          answer={page.answer}
          savings={page.savings}
          problem={page.problem}
          answeredAtMs={page.answeredAtMs}
          groupId={env.browserGroupId}
          card={env.card}
        />
      )}
    </ResultsShell>
  );
}
