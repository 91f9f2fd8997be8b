import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AppRouterContext,
  type AppRouterInstance,
} from 'next/dist/shared/lib/app-router-context.shared-runtime';
import {
  PathnameContext,
  SearchParamsContext,
} from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import type { ReactElement, ReactNode } from 'react';
import { makeQueryClient } from '@/lib/client/query-client';
import { WithMessages } from './intl';

/** A router that records where the component asked to go, instead of going. */
export interface TestRouter extends AppRouterInstance {
  /** Every push and replace, in order: `push /basket?zip=94110`. */
  readonly visits: string[];
}

function testRouter(): TestRouter {
  const visits: string[] = [];
  return {
    visits,
    back: () => visits.push('back'),
    forward: () => visits.push('forward'),
    refresh: () => visits.push('refresh'),
    push: (href) => visits.push(`push ${href}`),
    replace: (href) => visits.push(`replace ${href}`),
    prefetch: () => {},
    bfcacheId: '_b_0_',
  };
}

export interface RenderComponentOptions {
  /** The page's path, for `usePathname`. */
  pathname?: string;
  /** The page's query string (`zip=94110&item=…`), for `useSearchParams`. */
  search?: string;
  /** A client with answers already cached; a fresh one (no retries) otherwise. */
  queryClient?: QueryClient;
  /** The interface language (English by default). */
  locale?: 'en' | 'es';
}

/** A query client for one test: nothing retried, nothing shared with another test. */
export function testQueryClient(): QueryClient {
  const client = makeQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/**
 * Renders a client component with everything the app's layout gives it: a query client, an app
 * router (recording navigation), the URL's path and query, and the messages of its language. New
 * app-wide providers go here, once.
 */
export function renderComponent(
  ui: ReactElement,
  {
    pathname = '/',
    search = '',
    queryClient = testQueryClient(),
    locale = 'en',
  }: RenderComponentOptions = {},
) {
  const router = testRouter();
  const searchParams = new URLSearchParams(search);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <AppRouterContext value={router}>
          <PathnameContext value={pathname}>
            <SearchParamsContext value={searchParams}>
              <WithMessages locale={locale}>{children}</WithMessages>
            </SearchParamsContext>
          </PathnameContext>
        </AppRouterContext>
      </QueryClientProvider>
    );
  }
  const user = userEvent.setup();
  return { ...render(ui, { wrapper: Providers }), user, router, queryClient };
}
