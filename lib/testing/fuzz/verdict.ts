import type { FuzzRequest } from './context';

/** What the fuzzer keeps of a response. */
export interface FuzzResponse {
  status: number;
  contentType: string;
  body: string;
}

export type Violation = 'server-error' | 'non-problem-4xx' | 'non-json-gateway-answer';

/**
 * Where an API client is talking: /gateway/… (and /metrics, a gateway-style route). There every
 * 4xx must be a problem; elsewhere the site's own HTML 404 page is the right answer for a browser.
 */
export function isApiPath(target: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(target, 'http://fuzz.invalid').pathname;
  } catch {
    return true;
  }
  return /^\/gateway(\/|$)/.test(pathname) || pathname === '/metrics';
}

/** Next's own endpoints (static files, the image optimizer): a browser's business, not an API's. */
function isFrameworkPath(target: string): boolean {
  return target.startsWith('/_next/');
}

/** Whether a body is an RFC 9457 problem of this status with the catalogue's required members. */
function isProblemBody(body: string, status: number): boolean {
  try {
    const problem = JSON.parse(body) as Record<string, unknown>;
    return (
      typeof problem.type === 'string' &&
      typeof problem.title === 'string' &&
      problem.status === status
    );
  } catch {
    return false;
  }
}

/**
 * The rule the fuzzer enforces (docs/operations.md, "Abuse evidence"):
 * - no 5xx, ever, for anything a client sends;
 * - every 4xx is `application/problem+json` with `type`, `title` and the same `status` — except
 *   outside the API paths, where a 404 or 405 may be the site's page (HTML, or the RSC payload
 *   when the request asks for it with `RSC: 1`, or Next's plain-text 404 for a missing static file)
 *   and Next's own /_next/… endpoints answer in their own way (the image optimizer's plain-text
 *   400); a HEAD answer has no body, so only its content type is checked;
 * - a 2xx from /gateway is JSON (OPTIONS and 204s excepted: they have no body).
 */
export function violationOf(request: FuzzRequest, response: FuzzResponse): Violation | null {
  const { status, contentType } = response;
  if (status >= 500) return 'server-error';
  const isProblem = contentType.startsWith('application/problem+json');
  const hasBody = request.method !== 'HEAD';
  if (status >= 400) {
    if (isProblem && (!hasBody || isProblemBody(response.body, status))) return null;
    if (isApiPath(request.target)) return 'non-problem-4xx';
    const sitePage =
      /^text\/(html|plain|x-component)/.test(contentType) && (status === 404 || status === 405);
    return sitePage || isFrameworkPath(request.target) ? null : 'non-problem-4xx';
  }
  if (
    status >= 200 &&
    status < 300 &&
    status !== 204 &&
    hasBody &&
    request.method !== 'OPTIONS' &&
    isApiPath(request.target) &&
    !/^application\/(.+\+)?json/.test(contentType) &&
    !new URL(request.target, 'http://fuzz.invalid').pathname.startsWith('/metrics')
  ) {
    return 'non-json-gateway-answer';
  }
  return null;
}

/** A one-line description of a request to reproduce it: method, target, headers by label. */
export function describeRequest(request: FuzzRequest): string {
  const target =
    request.target.length > 300
      ? `${request.target.slice(0, 300)}…(${request.target.length} chars)`
      : request.target;
  const headers = request.headers.map((h) => `${h.name}: ${h.label}`).join(' | ');
  const body =
    request.body === null
      ? 'no body'
      : `body ${request.body.byteLength} bytes: ${JSON.stringify(Buffer.from(request.body.slice(0, 120)).toString('utf8'))}`;
  return `${request.method} ${target} [${headers}] ${body}`;
}
