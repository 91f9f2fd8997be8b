import * as autocomplete from '@/app/gateway/Drug/Autocomplete/route';
import * as findBasket from '@/app/gateway/Drug/FindBasket/route';
import * as findDrugs from '@/app/gateway/Drug/FindDrugs/route';
import * as findSavings from '@/app/gateway/Drug/FindSavings/route';
import * as unknownPath from '@/app/gateway/[[...path]]/route';
import * as refresh from '@/app/gateway/auth/refresh/route';
import * as token from '@/app/gateway/auth/token/route';
import * as openapi from '@/app/gateway/openapi.json/route';
import * as session from '@/app/gateway/session/route';
import * as healthz from '@/app/healthz/route';
import * as metrics from '@/app/metrics/route';
import * as readyz from '@/app/readyz/route';
import type { FuzzRequest } from './context';

type Handler = (request: Request) => Response | Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;

const ROUTES: Record<string, RouteModule> = {
  '/gateway/Drug/FindDrugs': findDrugs,
  '/gateway/Drug/FindBasket': findBasket,
  '/gateway/Drug/FindSavings': findSavings,
  '/gateway/Drug/Autocomplete': autocomplete,
  '/gateway/auth/token': token,
  '/gateway/auth/refresh': refresh,
  '/gateway/session': session,
  '/gateway/openapi.json': openapi,
  '/metrics': metrics,
  '/healthz': healthz,
  '/readyz': readyz,
};

/** The route module Next would run for this path, or null for pages (not callable in process). */
function routeFor(pathname: string): RouteModule | null {
  return ROUTES[pathname] ?? (/^\/gateway(\/|$)/.test(pathname) ? unknownPath : null);
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Calls the exported route handler a fuzz request would reach, with a real Request, as the route
 * tests do. Returns null for what only a real server can answer: pages, OPTIONS (Next derives it),
 * paths server.mjs refuses before Next (an undecodable %-escape), and requests a `Request` cannot
 * carry (a TRACE, a body on GET); bench/fuzz.ts sends those to a real server.
 */
export async function dispatchInProcess(fuzz: FuzzRequest): Promise<Response | null> {
  if (!isDecodable(fuzz.target.split('?')[0] ?? '')) return null;
  const method = fuzz.method.toUpperCase();
  let request: Request;
  try {
    const headers = new Headers();
    for (const { name, value } of fuzz.headers) headers.append(name, value);
    const carriesBody = method !== 'GET' && method !== 'HEAD' && fuzz.body !== null;
    request = new Request(`http://localhost${fuzz.target}`, {
      method,
      headers,
      body: carriesBody && fuzz.body ? Buffer.from(fuzz.body) : null,
    });
  } catch {
    return null;
  }
  const route = routeFor(new URL(request.url).pathname);
  const handler = route?.[(method === 'HEAD' ? 'GET' : method) as keyof RouteModule];
  if (!handler) return null;
  return handler(request);
}
