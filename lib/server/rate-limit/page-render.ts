import 'server-only';
import { clientAddressOf } from '@/lib/server/core/client-address';
import { isStoreUnavailableError } from '@/lib/server/core/store-error';
import { withinRateLimit, type LimitServices } from './index';

/**
 * Whether the server may search while rendering a results page for this visitor. The page is
 * public and has no session yet on a first visit, so it is limited per client address (as the
 * API's per-address limits see it: X-Forwarded-For believed only from TRUSTED_PROXIES), by
 * default with the same per-minute allowance as a browser session
 * (RATE_LIMIT_PAGE_RENDERS_PER_MINUTE). Over it the page still renders, without prices, and the
 * browser searches through its own session, which is limited in turn.
 */
export async function mayRenderSearch(services: LimitServices, headers: Headers): Promise<boolean> {
  const address = clientAddressOf({ headers }, services.env);
  // A limiter out of reach: no search in the render; the browser's own call answers the 503.
  return withinRateLimit(services, { kind: 'page', address }).catch((err: unknown) => {
    if (isStoreUnavailableError(err)) return false;
    throw err;
  });
}
