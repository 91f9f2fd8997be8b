// The production HTTP server: Next's request handler behind a plain node:http server, so that
// (1) the app learns the TCP peer of every request — Next alone keeps a client-sent
//     X-Forwarded-For and drops the socket address, which would let anyone pick their address
//     for per-address rate limits (lib/server/client-address.ts decides what to trust);
// (2) requests Node refuses before any route runs (a header or URL too large, a malformed
//     request line) still get an RFC 9457 problem+json body;
// (3) slow clients cannot hold connections open forever, and SIGTERM drains gracefully.
// Runs from the repository after `next build`, and from .next/standalone (the Docker image).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// As `next start` does: this server only ever runs a production build.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

const dir = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
/** The private header carrying the TCP peer; any copy a client sends is overwritten. */
const PEER_HEADER = 'x-rxpf-peer-address';
/**
 * The methods Next routes. Others never reach it: it answers TRACE with a bare 500 (a fetch
 * Request cannot carry TRACE) and WebDAV-style methods with an empty 400, or even the page.
 */
const ROUTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** What an unrouted method's 405 lists: every method some resource here serves. */
const ALLOWED_ANYWHERE = 'GET, HEAD, POST, OPTIONS';
/** Headers (and so URLs) up to this size reach the app, which answers 414 past 4 KiB of query. */
const MAX_HEADER_BYTES = 32 * 1024;

// The standalone output carries its resolved config; `next build` output reads next.config.
const serverFiles = path.join(dir, '.next', 'required-server-files.json');
const standaloneConfig =
  existsSync(path.join(dir, 'server.js')) && existsSync(serverFiles)
    ? JSON.parse(readFileSync(serverFiles, 'utf8')).config
    : undefined;
if (standaloneConfig)
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(standaloneConfig);

const app = next({ dev: false, dir, hostname, port, conf: standaloneConfig });
await app.prepare();
const handle = app.getRequestHandler();

/** An RFC 9457 answer for what is refused before Next sees it. */
function problemResponse(status, reason, problem, extraHeaders = '', method = 'GET') {
  const body = JSON.stringify({ ...problem, status });
  return (
    `HTTP/1.1 ${status} ${reason}\r\n` +
    'Content-Type: application/problem+json; charset=utf-8\r\n' +
    extraHeaders +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
    // A HEAD answer has no body: a client would read one as the start of the next response.
    (method === 'HEAD' ? '' : body)
  );
}

/** 405 for a method no route here serves (TRACE, PROPFIND, CONNECT …). */
function methodNotAllowed(method) {
  return problemResponse(
    405,
    'Method Not Allowed',
    {
      type: '/problems/method-not-allowed',
      title: 'Method not allowed',
      detail: `${method} is not served here.`,
    },
    `Allow: ${ALLOWED_ANYWHERE}\r\n`,
  );
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

const server = http.createServer(
  { maxHeaderSize: MAX_HEADER_BYTES, requestTimeout: 30_000, headersTimeout: 10_000 },
  (req, res) => {
    if (!ROUTED_METHODS.has(req.method ?? '')) {
      res.socket?.end(methodNotAllowed(req.method));
      return;
    }
    if (!isDecodablePath(req.url)) {
      res.socket?.end(
        problemResponse(
          400,
          'Bad Request',
          {
            type: '/problems/malformed-request',
            title: 'Malformed request',
            detail: 'The path holds a %-escape that does not decode.',
          },
          '',
          req.method,
        ),
      );
      return;
    }
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
    void handle(req, res);
  },
);
server.keepAliveTimeout = 65_000;
// Without a listener Node drops a CONNECT without a word; answer it like the other methods.
server.on('connect', (req, socket) => socket.end(methodNotAllowed(req.method)));

/** Node's parser refused the request: answer as the gateway would, then close. */
server.on('clientError', (err, socket) => {
  if (!socket.writable) return socket.destroy();
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  // The parser gave up before naming the method; a HEAD still must not get a body.
  const method = err.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ' ? 'HEAD' : 'GET';
  socket.end(
    tooLarge
      ? problemResponse(
          431,
          'Request Header Fields Too Large',
          {
            type: '/problems/headers-too-large',
            title: 'Request headers too large',
            detail: `Headers and URL together are limited to ${MAX_HEADER_BYTES} bytes.`,
          },
          '',
          method,
        )
      : problemResponse(
          400,
          'Bad Request',
          {
            type: '/problems/malformed-request',
            title: 'Malformed request',
            detail: 'The request could not be parsed as HTTP.',
          },
          '',
          method,
        ),
  );
});

server.listen(port, hostname, () => {
  console.log(`Rx Price Finder listening on http://${hostname}:${port}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
