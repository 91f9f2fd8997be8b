// Brotli for pages: HTML documents and their RSC payloads, when the client accepts it.
// Next compresses with gzip only, whose 32 KB window cannot see that a results page carries its
// inline stylesheet three times (in <head> and twice in the RSC payload, tens of KB apart), and
// the first paint waits for the whole document (docs/rendering.md). Brotli at quality 5 sends a
// results page in 18.7 KB instead of 24.8 (about 1 ms of CPU for /about's 57 KB). Other answers
// (scripts, JSON, images) keep Next's gzip: scripts are immutable and cached, and per-request
// Brotli of 200 KB of JavaScript would cost the server more than it saves the client.
import zlib from 'node:zlib';

const PAGE_TYPES = /^(?:text\/html|text\/x-component)\b/i;
const QUALITY = 5;

/** Whether an Accept-Encoding header accepts br (with q above 0). */
export function acceptsBrotli(header) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(';');
      if (coding?.trim() !== 'br') return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/** A document or RSC request, as browsers and Next's router send them. */
const isPageRequest = (req) =>
  String(req.headers.accept ?? '').includes('text/html') || req.headers.rsc === '1';

/** Adds a token to Vary unless it is there already. */
function addVary(res, token) {
  const vary = String(res.getHeader('vary') ?? '');
  if (
    !vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(token.toLowerCase())
  )
    res.setHeader('Vary', vary ? `${vary}, ${token}` : token);
}

/** writeHead's own headers (an object or a flat array) as setHeader calls, so they can be read. */
function applyHeaderArgument(res, args) {
  const headers = args.find((arg) => typeof arg === 'object' && arg !== null);
  if (!headers) return args;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
  } else {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  }
  return args.filter((arg) => arg !== headers);
}

/**
 * Compresses the response with Brotli when the request is a page the client takes br for and the
 * answer is HTML or an RSC payload with a body. Every write is flushed through, so a streamed page
 * still reaches the browser chunk by chunk. Call before the app writes anything.
 */
export function withBrotli(req, res) {
  if (req.method !== 'GET' || !isPageRequest(req) || !acceptsBrotli(req.headers['accept-encoding']))
    return;
  // Next gzips whatever the client accepts; told "identity", it leaves the body to this wrapper.
  req.headers['accept-encoding'] = 'identity';
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  let compressor = null;

  res.writeHead = function writeHeadWithBrotli(status, ...rest) {
    const args = applyHeaderArgument(this, rest);
    addVary(this, 'Accept-Encoding');
    const hasBody = status !== 204 && status !== 304 && status >= 200;
    if (
      hasBody &&
      !this.hasHeader('content-encoding') &&
      PAGE_TYPES.test(String(this.getHeader('content-type') ?? ''))
    ) {
      this.setHeader('Content-Encoding', 'br');
      this.removeHeader('Content-Length');
      compressor = zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY },
      });
      compressor.on('data', (chunk) => {
        if (!write.call(res, chunk)) compressor.pause();
      });
      res.on('drain', () => compressor.resume());
      // Next waits for 'drain' on the response when a write says the buffer is full.
      compressor.on('drain', () => res.emit('drain'));
      compressor.on('end', () => end.call(res));
      compressor.on('error', (err) => res.destroy(err));
      // A client gone mid-stream never sees 'end': free the native compressor with the response.
      res.once('close', () => compressor.destroy());
    }
    return writeHead.call(this, status, ...args);
  };

  res.write = function writeThroughBrotli(chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!compressor) return write.call(this, chunk, encoding, callback);
    return typeof encoding === 'function'
      ? compressor.write(chunk, encoding)
      : compressor.write(chunk, encoding, callback);
  };

  res.end = function endThroughBrotli(chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!compressor) return end.call(this, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      compressor.end(chunk, typeof encoding === 'string' ? encoding : undefined);
    } else {
      compressor.end();
    }
    if (done) this.once('finish', done);
    return this;
  };
}
