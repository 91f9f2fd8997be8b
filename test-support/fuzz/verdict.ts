import type { FuzzRequest } from './context';

/** What the fuzzer keeps of a response. */
export interface FuzzResponse {
  status: number;
  contentType: string;
  body: string;
}

export type Violation =
  | 'server-error'
  | 'non-problem-4xx'
  | 'non-json-gateway-answer'
  /** Tolerated, and counted: a page's 4xx in Next's own form (see violationOf). */
  | 'page-4xx-not-problem';

/** Whether a finding is one the rule accepts (it is counted, not failed). */
export const isTolerated = (violation: Violation | null): boolean =>
  violation === null || violation === 'page-4xx-not-problem';

/**
 * Where a machine is talking: /gateway/…, and the operations endpoints /metrics, /healthz and
 * /readyz. There every 4xx must be a problem; elsewhere the answers are for browsers.
 */
function isApiPath(target: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(target, 'http://fuzz.invalid').pathname;
  } catch {
    return true;
  }
  return (
    /^\/gateway(\/|$)/.test(pathname) || ['/metrics', '/healthz', '/readyz'].includes(pathname)
  );
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

/** A full server's refusal (server.mjs's admission control): an answer to load, not a fault. */
const isServerBusy = ({ status, contentType, body }: FuzzResponse): boolean =>
  status === 503 &&
  contentType.startsWith('application/problem+json') &&
  body.includes('"/problems/server-busy"');

/**
 * The rule the fuzzer enforces (docs/operations.md, "Abuse evidence"):
 * - no 5xx, anywhere, for anything a client sends (a 503 server-busy problem is the server
 *   refusing load, not a fault: it may answer anything when the machine is busy);
 * - on the API paths every 4xx is `application/problem+json` with `type`, `title` and the same
 *   `status` (a HEAD answer has no body, so there only the content type is checked);
 * - a 2xx from /gateway is JSON (OPTIONS and 204s excepted: they have no body);
 * - pages and Next's own /_next/… endpoints answer browsers in Next's forms — the HTML 404 page,
 *   the RSC payload when asked with `RSC: 1`, a plain-text 404 for a missing static file, the
 *   image optimizer's plain-text 400, an empty 400 for OPTIONS, a 409 for a POST that is no
 *   Server Action: tolerated ('page-4xx-not-problem'), and counted so that they stay visible.
 */
export function violationOf(request: FuzzRequest, response: FuzzResponse): Violation | null {
  const { status, contentType } = response;
  if (status >= 500 && !isServerBusy(response)) return 'server-error';
  const isProblem = contentType.startsWith('application/problem+json');
  const hasBody = request.method !== 'HEAD';
  if (status >= 400) {
    if (isProblem && (!hasBody || isProblemBody(response.body, status))) return null;
    return isApiPath(request.target) ? 'non-problem-4xx' : 'page-4xx-not-problem';
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
