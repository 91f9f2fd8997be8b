import type { Metadata } from 'next';
import { ResultsView } from '@/components/results/ResultsView';
import { SearchHydration } from '@/components/results/SearchHydration';
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

/** A shared results link renders with its prices in the HTML; the browser takes over from there. */
export default async function ResultsPage(props: PageProps) {
  const page = await load(props);
  const { env } = container();
  return (
    <SearchHydration state={page.dehydrated}>
      <ResultsView name={page.search.name} groupId={env.browserGroupId} card={env.card} />
    </SearchHydration>
  );
}
