import 'server-only';
import { container } from '@/lib/server/container';

const WINDOW_MS = 60_000;

/**
 * The address a page request came from: the last X-Forwarded-For entry, which is the one the
 * nearest proxy (or `next start` itself, when nothing sent the header) wrote. Earlier entries are
 * whatever the client claimed.
 */
export function clientAddressOf(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',');
  return hops.at(-1)?.trim() || 'unknown';
}

/**
 * Whether the server may search while rendering a results page for this visitor. The page is
 * public and has no session yet on a first visit, so it is limited per client address, with the
 * same per-minute allowance as a browser session. Over it the page still renders, without prices,
 * and the browser searches through its own session, which is limited in turn.
 */
export async function mayRenderSearch(headers: Headers): Promise<boolean> {
  const { env, rateLimiter } = container();
  const decision = await rateLimiter.hit(
    `page:${clientAddressOf(headers)}`,
    env.rateLimitSessionPerMinute,
    WINDOW_MS,
    Date.now(),
  );
  return decision.allowed;
}
