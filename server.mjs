// The production HTTP server: Next's request handler behind a plain node:http server, so that
// (1) the app learns the TCP peer of every request — Next alone keeps a client-sent
//     X-Forwarded-For and drops the socket address, which would let anyone pick their address
//     for per-address rate limits (lib/server/core/client-address.ts decides what to trust) — and the
//     scheme the client used, as only a trusted proxy can tell it (Secure cookie, HSTS);
// (2) requests Node refuses before any route runs (a header or URL too large, a malformed
//     request, no Host) still get an RFC 9457 problem+json body, and every answer, Next's or
//     ours, carries the security headers and a request id;
// (3) slow clients cannot hold connections open beyond the documented limits, and SIGTERM drains
//     gracefully;
// (4) work is admitted as it can be answered in time: up to a bound it runs, beyond it waits in a
//     fair queue, and only what waited past its deadline is refused (503, Retry-After)
//     (server/admission/);
// (5) pages (HTML and RSC payloads) go out Brotli-compressed to clients that accept it
//     (server/brotli.mjs); everything else keeps Next's gzip.
// Runs from the repository after `next build`, and from .next/standalone (the Docker image).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { admissionKindOf } from './server/admission/classify.mjs';
import { ADMISSION_STATS, AdmissionControl } from './server/admission/index.mjs';
import { refusalLog } from './server/admission/refusal-log.mjs';
import { rawProblem, sendProblem, withResponseDefaults } from './server/answers.mjs';
import { withBrotli } from './server/brotli.mjs';
import { unsupportedNode } from './server/node-version.mjs';
import { processConfig } from './server/process-config.mjs';
import {
  clientAddressFrom,
  clientKeyOf,
  isSecureDeployment,
  PEER_HEADER,
  requestIdOf,
  SCHEME_HEADER,
  schemeOf,
  stripInternalHeaders,
} from './server/request-facts.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const refusal = unsupportedNode(
  process.versions.node,
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).engines?.node,
);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

// As `next start` does: this server only ever runs a production build.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

/** The process-level facts (server/process-config.mjs), as the app reads them. */
const { port, hostname, trustedProxies, clientIpv6Prefix, isProduction, devDefaults, ...config } =
  processConfig();
/**
 * The methods Next routes. Others never reach it: it answers TRACE with a bare 500 (a fetch
 * Request cannot carry TRACE) and WebDAV-style methods with an empty 400, or even the page.
 */
const ROUTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** What an unrouted method's 405 lists: every method some resource here serves. */
const ALLOWED_ANYWHERE = 'GET, HEAD, POST, OPTIONS';
/** Headers (and so URLs) up to this size reach the app, which answers 414 past 4 KiB of query. */
const MAX_HEADER_BYTES = 32 * 1024;
/** What docs/operations.md promises slow clients: headers in 10 s, the whole request in 30 s. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;

// The standalone output carries its resolved config; `next build` output reads next.config.
const serverFiles = path.join(dir, '.next', 'required-server-files.json');
const standaloneConfig =
  existsSync(path.join(dir, 'server.js')) && existsSync(serverFiles)
    ? JSON.parse(readFileSync(serverFiles, 'utf8')).config
    : undefined;
if (standaloneConfig)
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(standaloneConfig);

// Next's proxy sees a loopback address as "localhost" (NextURL), and takes a rewrite to another
// origin than the one given here for an external one: a loopback listener is named "localhost" so
// that next-intl's rewrites (`/about` → `/en/about`) stay inside the app.
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/;
const app = next({
  dev: false,
  dir,
  hostname: LOOPBACK.test(hostname) ? 'localhost' : hostname,
  port,
  conf: standaloneConfig,
});
// Runs instrumentation, which validates the configuration (TRUSTED_PROXIES too) or exits.
await app.prepare();
const handle = app.getRequestHandler();

const admission = config.admission ? new AdmissionControl(config.admission).start() : null;
if (admission) {
  admission.onRefusal = refusalLog({
    level: config.logLevel ?? 'info',
    state: () => ({
      queued: admission.queue.size,
      inFlight: admission.inFlight,
      limit: admission.limit,
    }),
  });
  // /metrics (the app) reads the counts from here: server.mjs and the app share no module.
  globalThis[ADMISSION_STATS] = () => admission.stats();
}

/** Whether every %-escape of the path decodes (Next answers a bare 500 when one does not). */
function isDecodablePath(url) {
  try {
    decodeURIComponent((url ?? '/').split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

const methodNotAllowed = (method, requestId) => ({
  status: 405,
  reason: 'Method Not Allowed',
  type: '/problems/method-not-allowed',
  title: 'Method not allowed',
  detail: `${method} is not served here.`,
  requestId,
  headers: [['Allow', ALLOWED_ANYWHERE]],
});

const malformed = (detail, requestId, method) => ({
  status: 400,
  reason: 'Bad Request',
  type: '/problems/malformed-request',
  title: 'Malformed request',
  detail,
  requestId,
  method,
});

/**
 * The request target in origin form (a path and query), as Next expects it: the target itself,
 * or the path of an absolute-form http(s) target; null for anything else (`*`, `file:…`, text).
 */
function originFormOf(target) {
  if (target.startsWith('/')) return target;
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * The path as the router resolves it: dot segments (also as %2e) removed, so that
 * `/_next/static/../../drugs/x`, which Next renders as a page, is not taken for a built file.
 * Null for a target no URL parser takes (`//[x`, an absolute URL with a bad host).
 */
function resolvedPathname(url) {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
}

function onRequest(req, res) {
  const requestId = requestIdOf(req.headers['x-request-id']);
  const peer = req.socket.remoteAddress ?? '';
  const scheme = schemeOf(peer, req.headers['x-forwarded-proto'], trustedProxies);
  const hsts = isSecureDeployment({ isProduction, devDefaults, scheme });
  const facts = { requestId, hsts };
  const refuse = (answer) => res.socket?.end(rawProblem({ ...facts, ...answer }));
  if (!ROUTED_METHODS.has(req.method ?? '')) return refuse(methodNotAllowed(req.method, requestId));
  // Node would answer a bare 400 itself (requireHostHeader); Next needs the Host to route.
  if (!req.headers.host) return refuse(malformed('Send a Host header.', requestId, req.method));
  const target = originFormOf(req.url ?? '/');
  if (target === null) {
    return refuse(
      malformed('The request target is not a path on this host.', requestId, req.method),
    );
  }
  // An absolute-form target (`GET http://other/x`) names this server's /x: Next would answer it
  // with a redirect to that URL, on any scheme (file: too). Served as the path, here, instead.
  req.url = target;
  if (!isDecodablePath(req.url)) {
    return refuse(
      malformed('The path holds a %-escape that does not decode.', requestId, req.method),
    );
  }
  const pathname = resolvedPathname(req.url ?? '/');
  if (pathname === null) {
    return refuse(malformed('The request target is not a URL path.', requestId, req.method));
  }
  // The service worker is revalidated on every update check: a cached old worker would keep
  // serving old pages (a CDN honouring Next's year-long s-maxage would pin it).
  withResponseDefaults(res, {
    ...facts,
    cacheControl: pathname.startsWith('/serwist/') ? 'no-cache' : undefined,
  });
  const serve = () => {
    stripInternalHeaders(req.headers);
    req.headers[PEER_HEADER] = peer;
    req.headers[SCHEME_HEADER] = scheme;
    // The app answers with the same id (a sane one the client sent, or the one assigned here).
    req.headers['x-request-id'] = requestId;
    withBrotli(req, res);
    void handle(req, res);
  };
  if (!admission) return serve();
  const client = clientKeyOf(
    clientAddressFrom(peer, req.headers['x-forwarded-for'], trustedProxies),
    clientIpv6Prefix,
  );
  const done = admission.admit({
    kind: admissionKindOf(pathname, req.headers),
    client,
    start: serve,
    refuse: ({ retryAfterSeconds }) =>
      sendProblem(res, {
        status: 503,
        type: '/problems/server-busy',
        title: 'Server busy',
        detail: 'The server could not start this request in time; retry shortly.',
        requestId,
        headers: [['Retry-After', String(retryAfterSeconds)]],
      }),
  });
  res.once('close', done);
}

const server = http.createServer(
  {
    maxHeaderSize: MAX_HEADER_BYTES,
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Node checks both timeouts only this often (30 s by default, so a slow client kept its
    // connection for up to 40 s and 60 s).
    connectionsCheckingInterval: 1_000,
    requireHostHeader: false,
  },
  onRequest,
);
server.keepAliveTimeout = 65_000;
// Without a listener Node drops a CONNECT without a word; answer it like the other methods.
server.on('connect', (req, socket) =>
  socket.end(rawProblem(methodNotAllowed(req.method, requestIdOf(req.headers['x-request-id'])))),
);

/** What the gateway answers for the parser's refusals it can name; any other is a 400. */
const PARSER_REFUSALS = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    type: '/problems/headers-too-large',
    title: 'Request headers too large',
    detail: `Headers and URL together are limited to ${MAX_HEADER_BYTES} bytes.`,
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    type: '/problems/request-timeout',
    title: 'Request not received in time',
    detail: `Send the headers within ${HEADERS_TIMEOUT_MS / 1000} s and the whole request within ${REQUEST_TIMEOUT_MS / 1000} s.`,
  },
};

/** Node's parser refused the request, or the client was too slow: answer as the gateway would. */
server.on('clientError', (err, socket) => {
  // Mid-response (a timeout while Next streams) nothing more can be said on this connection.
  if (!socket.writable || socket._httpMessage?.headersSent) return socket.destroy();
  // The parser gave up before naming the method; a HEAD still must not get a body.
  const method = err.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ' ? 'HEAD' : 'GET';
  const requestId = requestIdOf(undefined);
  const refusal = Object.hasOwn(PARSER_REFUSALS, err.code) ? PARSER_REFUSALS[err.code] : null;
  socket.end(
    rawProblem(
      refusal
        ? { ...refusal, requestId, method }
        : malformed('The request could not be parsed as HTTP.', requestId, method),
    ),
  );
});

server.listen(port, hostname, () => {
  console.log(`Rx Price Finder listening on http://${hostname}:${port}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    admission?.stop();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
