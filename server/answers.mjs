// The headers every answer of server.mjs carries, whoever writes the body, and the RFC 9457
// problems it writes itself (before Next sees a request, or instead of handing it over).
import { HSTS, STATIC_SECURITY_HEADERS } from './security-headers.mjs';

/** A JSON answer is no document: it may load nothing and be framed nowhere. */
const PROBLEM_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of an HTML answer that did not get the page policy (proxy.ts, with its nonce): no
 * script at all. Every page passes the proxy; this is for whatever HTML might not.
 */
export const FALLBACK_HTML_CSP =
  "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * The security headers, HSTS where the client reached us over https, and the request id.
 * @param {{ requestId: string, hsts: boolean }} facts
 * @returns {Array<[string, string]>}
 */
function commonHeaders({ requestId, hsts }) {
  return [
    ...STATIC_SECURITY_HEADERS.map(
      ({ key, value }) => /** @type {[string, string]} */ ([key, value]),
    ),
    ...(hsts ? [/** @type {[string, string]} */ (['Strict-Transport-Security', HSTS])] : []),
    ['x-request-id', requestId],
  ];
}

/** The mark (proxy.ts) on a page the service worker may keep for use offline (docs/offline.md). */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';

/**
 * Gives a response Next will write the common headers now, and `Cache-Control: no-store` at the
 * moment its head is written if nothing set one by then (Next's 308 redirects set none), or
 * `facts.cacheControl` whatever Next set (Next marks a prerendered route cacheable for a year).
 * Next keeps a header already present rather than add its own, so only headers whose values
 * never differ are set ahead. An answer that sets a cookie loses the offline-copy mark: a service
 * worker cannot see Set-Cookie, so the server decides for it that such an answer is never kept.
 * @param {import('node:http').ServerResponse} res
 * @param {{ requestId: string, hsts: boolean, cacheControl?: string }} facts
 */
export function withResponseDefaults(res, facts) {
  for (const [name, value] of commonHeaders(facts)) res.setHeader(name, value);
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithDefaults(...args) {
    if (facts.cacheControl) setHeaderOverriding(this, args, 'Cache-Control', facts.cacheControl);
    else if (!this.hasHeader('cache-control')) this.setHeader('Cache-Control', 'no-store');
    if (this.hasHeader('set-cookie') || hasCookieIn(args)) this.removeHeader(OFFLINE_COPY_HEADER);
    if (isHtml(this, args) && !hasHeaderIn(this, args, 'content-security-policy')) {
      this.setHeader('Content-Security-Policy', FALLBACK_HTML_CSP);
    }
    return writeHead.apply(this, args);
  };
}

/** Sets a header on the response and in writeHead's own headers argument, where it wins. */
function setHeaderOverriding(res, args, name, value) {
  res.setHeader(name, value);
  const headers = args.find((arg) => typeof arg === 'object' && arg !== null);
  if (!headers) return;
  const lower = name.toLowerCase();
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) {
      if (String(headers[i]).toLowerCase() === lower) headers[i + 1] = value;
    }
  } else {
    for (const key of Object.keys(headers)) if (key.toLowerCase() === lower) headers[key] = value;
  }
}

/** writeHead's own headers argument (an object or a flat array) as [name, value] pairs. */
function headersIn(args) {
  const headers = args.find((arg) => typeof arg === 'object' && arg !== null);
  if (!headers) return [];
  if (!Array.isArray(headers)) return Object.entries(headers);
  const pairs = [];
  for (let i = 0; i < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]]);
  return pairs;
}

/** Whether the response or writeHead's argument sets the header. */
function hasHeaderIn(res, args, name) {
  return res.hasHeader(name) || headersIn(args).some(([key]) => String(key).toLowerCase() === name);
}

/** Whether writeHead's own headers argument sets a cookie. */
function hasCookieIn(args) {
  return headersIn(args).some(([name]) => String(name).toLowerCase() === 'set-cookie');
}

/** Whether the answer is an HTML document. */
function isHtml(res, args) {
  const fromArgs = headersIn(args).find(([name]) => String(name).toLowerCase() === 'content-type');
  const type = String(fromArgs?.[1] ?? res.getHeader('content-type') ?? '');
  return /^\s*text\/html\b/i.test(type);
}

/**
 * An RFC 9457 answer as raw HTTP, written straight to the socket, which is then closed: for
 * requests refused before or instead of Next (the parser's refusals have no response object).
 * @param {{ status: number, reason: string, type: string, title: string, detail: string,
 *   requestId: string, hsts?: boolean, method?: string, headers?: Array<[string, string]> }} answer
 */
export function rawProblem(answer) {
  const body = problemBody(answer);
  const lines = [
    ...commonHeaders({ requestId: answer.requestId, hsts: answer.hsts ?? false }),
    ...problemHeaders(answer.headers ?? []),
    ['Content-Length', String(Buffer.byteLength(body))],
    ['Connection', 'close'],
  ];
  return (
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
    lines.map(([name, value]) => `${name}: ${value}\r\n`).join('') +
    '\r\n' +
    // A HEAD answer has no body: a client would read one as the start of the next response.
    (answer.method === 'HEAD' ? '' : body)
  );
}

/**
 * An RFC 9457 answer through the response object, so the connection stays usable (Node leaves
 * out the body of a HEAD answer itself). The common headers must already be on `res`.
 * @param {import('node:http').ServerResponse} res
 * @param {{ status: number, type: string, title: string, detail: string, requestId: string,
 *   headers?: Array<[string, string]> }} answer
 */
export function sendProblem(res, answer) {
  const body = problemBody(answer);
  for (const [name, value] of problemHeaders(answer.headers ?? [])) res.setHeader(name, value);
  res.setHeader('Content-Length', String(Buffer.byteLength(body)));
  res.writeHead(answer.status);
  res.end(body);
}

function problemBody({ type, title, status, detail, requestId }) {
  return JSON.stringify({ type, title, status, detail, instance: requestId });
}

/** @param {Array<[string, string]>} extra */
function problemHeaders(extra) {
  return [
    ['Content-Type', 'application/problem+json; charset=utf-8'],
    ['Cache-Control', 'no-store'],
    ['Content-Security-Policy', PROBLEM_CSP],
    ...extra,
  ];
}
